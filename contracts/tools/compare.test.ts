import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dump as dumpYaml } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { PACT_DIR, PROVIDERS } from '../pact/pact-setup.ts';
import type { ProviderName } from './calls.ts';
import { compareWithOpenApi, readOpenApi, runCompare, UsageError } from './compare.ts';
import { buildOpenApi } from './openapi.ts';
import { readPacts } from './pact-file.ts';

type Node = Record<string, unknown>;

/** The object at a path in a JSON document, for editing it in place. */
const at = (node: unknown, ...keys: string[]): Node =>
  keys.reduce<Node>((current, key) => {
    const next = current[key];
    if (typeof next !== 'object' || next === null) {
      throw new Error(`nothing at ${keys.join('.')}`);
    }
    return next as Node;
  }, node as Node);

/** Our own document for a provider, changed the way a backend's change would change it. */
const altered = (provider: ProviderName, change: (paths: Node) => void) => {
  const document = structuredClone(buildOpenApi(provider));
  change(at(document, 'paths'));
  return document;
};

const compare = (provider: ProviderName, document: unknown) =>
  compareWithOpenApi(document, readPacts(PACT_DIR, provider));

const bodyOf = (operation: Node, status: number) =>
  at(operation, 'responses', String(status), 'content', 'application/json', 'schema');

/** The incompatible interactions must be exactly these, each with its reason. */
const expectFailures = async (
  provider: ProviderName,
  document: unknown,
  expected: [interaction: string, reason: string | RegExp][],
) => {
  const failures = (await compare(provider, document)).filter(
    (result) => result.verdict === 'incompatible',
  );
  expect(failures.map((each) => each.interaction)).toEqual(expected.map(([name]) => name));
  failures.forEach((failure, index) => {
    const reason = expected[index]?.[1] ?? '';
    const reasons = failure.reasons.join('; ');
    if (typeof reason === 'string') {
      expect(reasons).toContain(reason);
    } else {
      expect(reasons).toMatch(reason);
    }
  });
};

test.each(Object.values(PROVIDERS))(
  'our generated OpenAPI of %s is compatible with every interaction',
  async (provider) => {
    const results = await compare(provider, buildOpenApi(provider));
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((result) => result.verdict !== 'compatible')).toEqual([]);
  },
);

describe('an altered document fails, naming the interaction and what changed', () => {
  const PRODUCT = '/product/sku/{sku}';

  test('a renamed response field', async () => {
    const document = altered(PROVIDERS.siteApi, (paths) => {
      for (const product of [
        at(bodyOf(at(paths, PRODUCT, 'get'), 200), 'properties'),
        at(bodyOf(at(paths, '/products/skus', 'get'), 200), 'items', 'properties'),
      ]) {
        product['unitPrice'] = product['price'];
        delete product['price'];
      }
    });
    await expectFailures(PROVIDERS.siteApi, document, [
      [
        'a request for the product with SKU LN-OMEGA3-60',
        'response field "price", which we read, is not in your schema for GET /product/sku/{sku}',
      ],
      [
        'a request for the products with SKUs LN-OMEGA3-60 and LN-VITD3K2-60',
        'response field "[0].price", which we read, is not in your schema for GET /products/skus',
      ],
    ]);
  });

  test('a removed path', async () => {
    const document = altered(PROVIDERS.siteApi, (paths) => delete paths['/cart']);
    await expectFailures(PROVIDERS.siteApi, document, [
      ['a request for a cart with items', 'your document has no operation for GET /cart'],
      ['a request for an empty cart', 'your document has no operation for GET /cart'],
    ]);
  });

  test('a changed status', async () => {
    const document = altered(PROVIDERS.siteApi, (paths) => {
      const responses = at(paths, PRODUCT, 'get', 'responses');
      responses['410'] = responses['404'];
      // a class of errors would take the 404 in
      delete responses['404'];
      delete responses['4XX'];
    });
    await expectFailures(PROVIDERS.siteApi, document, [
      [
        'a request for the product with the unknown SKU LN-NOPE',
        'we expect status 404 from GET /product/sku/{sku}; your document does not define it',
      ],
    ]);
  });

  test('a changed type', async () => {
    const document = altered(PROVIDERS.siteApi, (paths) => {
      const reviews = at(bodyOf(at(paths, PRODUCT, 'get'), 200), 'properties', 'reviewSummary');
      at(reviews, 'properties')['reviewCount'] = { type: 'string' };
    });
    await expectFailures(PROVIDERS.siteApi, document, [
      [
        'a request for the product with SKU LN-OMEGA3-60',
        /response field "reviewSummary\.reviewCount": we read 1264, .* must be string/,
      ],
    ]);
  });

  test('a status of the class the pact accepts is compatible (any 2xx)', async () => {
    const document = altered(PROVIDERS.siteApi, (paths) => {
      for (const [path, status] of [
        ['/email/multi/subscribe', '204'],
        ['/sms/subscribe', '204'],
        ['/customer/referrer/{refCode}', '200'],
      ] as const) {
        const responses = at(paths, path, 'post', 'responses');
        responses[status] = responses['2XX'];
        delete responses['2XX'];
      }
    });
    await expectFailures(PROVIDERS.siteApi, document, []);
  });

  test('a status outside what the pact accepts is not (201 for an exact 200)', async () => {
    const document = altered(PROVIDERS.siteApi, (paths) => {
      const responses = at(paths, '/cart/item/{productId}', 'post', 'responses');
      responses['201'] = responses['200'];
      delete responses['200'];
    });
    await expectFailures(PROVIDERS.siteApi, document, [
      [
        'a request to add one product to the cart with a valid CSRF token',
        'we expect status 200 from POST /cart/item/{productId}; your document does not define it',
      ],
    ]);
  });

  test('a field we read made nullable, or optional', async () => {
    const document = altered(PROVIDERS.siteApi, (paths) => {
      const product = bodyOf(at(paths, PRODUCT, 'get'), 200);
      at(product, 'properties', 'price')['type'] = ['string', 'null'];
      product['required'] = (product['required'] as string[]).filter((name) => name !== 'url');
    });
    await expectFailures(PROVIDERS.siteApi, document, [
      [
        'a request for the product with SKU LN-OMEGA3-60',
        'response field "price", which we read, may be null in your schema for GET /product/sku/{sku}; we need a value; response field "url", which we read in every answer, is optional in your schema for GET /product/sku/{sku}',
      ],
    ]);
  });

  test('a field some states leave out may be optional (the anonymous visitor has no name)', async () => {
    const document = altered(PROVIDERS.siteApi, (paths) => {
      const user = bodyOf(at(paths, '/account/data/me', 'get'), 200);
      expect(user['required']).toEqual(['enabled']);
    });
    await expectFailures(PROVIDERS.siteApi, document, []);
  });

  test('a field we read removed inside an object that may be null (the initials the header shows)', async () => {
    const removeInitials = (data: Node) => {
      delete at(data, 'properties')['initials'];
      data['required'] = (data['required'] as string[]).filter((name) => name !== 'initials');
    };
    const reason =
      'response field "data.initials", which we read, is not in your schema for GET /account/data/me (renamed or removed?)';
    const expected: [string, string][] = [
      ['a request for the current user from a logged-in customer', reason],
    ];
    // ["object","null"], as our documents write it
    await expectFailures(
      PROVIDERS.siteApi,
      altered(PROVIDERS.siteApi, (paths) => {
        const user = bodyOf(at(paths, '/account/data/me', 'get'), 200);
        removeInitials(at(user, 'properties', 'data'));
      }),
      expected,
    );
    // oneOf and anyOf with null, as other generators write it
    for (const union of ['oneOf', 'anyOf']) {
      await expectFailures(
        PROVIDERS.siteApi,
        altered(PROVIDERS.siteApi, (paths) => {
          const properties = at(bodyOf(at(paths, '/account/data/me', 'get'), 200), 'properties');
          const data = { ...at(properties, 'data'), type: 'object' };
          removeInitials(data);
          properties['data'] = { [union]: [data, { type: 'null' }] };
        }),
        expected,
      );
    }
  });

  test("an array's item rules are not held against an interaction whose array is empty", async () => {
    const document = altered(PROVIDERS.siteApi, (paths) => {
      const line = at(bodyOf(at(paths, '/cart', 'get'), 200), 'properties', 'lines', 'items');
      at(line, 'properties', 'sku')['type'] = ['string', 'null'];
    });
    await expectFailures(PROVIDERS.siteApi, document, [
      [
        'a request for a cart with items',
        'response field "lines[0].sku", which we read, may be null in your schema for GET /cart; we need a value',
      ],
    ]);
  });

  test('a required header we do not send is said so, not "sent as null"', async () => {
    const document = altered(PROVIDERS.siteApi, (paths) => {
      (at(paths, '/csrf', 'get')['parameters'] as Node[]).push({
        name: 'X-Api-Key',
        in: 'header',
        required: true,
        schema: { type: 'string' },
      });
    });
    const [failure] = (await compare(PROVIDERS.siteApi, document)).filter(
      (result) => result.verdict === 'incompatible',
    );
    expect(failure?.reasons).toEqual([
      'your document requires header "X-Api-Key" on GET /csrf; we do not send it',
    ]);
  });

  test('a renamed required query parameter', async () => {
    const document = altered(PROVIDERS.siteApi, (paths) => {
      const parameters = at(paths, '/search', 'get')['parameters'] as Node[];
      const query = parameters.find((each) => each['name'] === 'q');
      if (query) {
        query['name'] = 'text';
      }
    });
    const [failure] = (await compare(PROVIDERS.siteApi, document)).filter(
      (result) => result.verdict === 'incompatible',
    );
    // said once: the unknown "q" is the same finding
    expect(failure?.reasons).toEqual([
      'your document requires query parameter "text" on GET /search, which we do not send; we send "q" (renamed?)',
    ]);
    expect(failure?.warnings).toEqual([]);
  });

  test('a parameter renamed on an operation two interactions call is said once each', async () => {
    const document = altered(PROVIDERS.siteApi, (paths) => {
      const parameters = at(paths, '/geography/countries', 'get')['parameters'] as Node[];
      const format = parameters.find((each) => each['name'] === 'format');
      if (format) {
        format['name'] = 'fmt';
      }
    });
    const failures = (await compare(PROVIDERS.siteApi, document)).filter(
      (result) => result.verdict === 'incompatible',
    );
    expect(failures.map((each) => each.reasons)).toEqual([
      [
        'your document requires query parameter "fmt" on GET /geography/countries, which we do not send; we send "format" (renamed?)',
      ],
      [
        'your document requires query parameter "fmt" on GET /geography/countries, which we do not send; we send "format" (renamed?)',
      ],
    ]);
  });

  test('a changed response content type', async () => {
    const document = altered(PROVIDERS.personalisation, (paths) => {
      const ok = at(paths, '/{provider}/ab/choose-variations', 'get', 'responses', '200');
      ok['content'] = { 'application/xml': at(ok, 'content')['application/json'] };
    });
    await expectFailures(PROVIDERS.personalisation, document, [
      [
        'a request for the variations of the content page /science',
        'we read JSON from GET /{provider}/ab/choose-variations; your document answers another content type',
      ],
    ]);
  });

  test('a new required request field', async () => {
    const document = altered(PROVIDERS.siteApi, (paths) => {
      const body = at(paths, '/cart/item/{productId}', 'post', 'requestBody', 'content');
      const schema = at(body, 'application/json', 'schema');
      at(schema, 'properties')['sku'] = { type: 'string' };
      schema['required'] = ['quantity', 'sku'];
    });
    // the comparator checks request bodies of accepted requests only: the refused one passes
    await expectFailures(PROVIDERS.siteApi, document, [
      [
        'a request to add one product to the cart with a valid CSRF token',
        'your document requires request body field "sku" on POST /cart/item/{productId}',
      ],
    ]);
  });
});

describe('reading the document', () => {
  const dir = mkdtempSync(join(tmpdir(), 'contracts-compare-'));

  test('YAML reads as JSON does', async () => {
    const path = join(dir, 'openapi.yaml');
    writeFileSync(path, dumpYaml(buildOpenApi(PROVIDERS.personalisation)));
    const results = await compare(PROVIDERS.personalisation, readOpenApi(path));
    expect(results.every((result) => result.verdict === 'compatible')).toBe(true);
  });

  test('a file that is not OpenAPI is a usage error', () => {
    const path = join(dir, 'not-openapi.json');
    writeFileSync(path, '{"hello": "world"}');
    expect(() => readOpenApi(path)).toThrow(UsageError);
    expect(() => readOpenApi(join(dir, 'missing.json'))).toThrow(UsageError);
  });
});

describe('the command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'contracts-compare-command-'));
  const write = (name: string, document: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(document));
    return path;
  };

  test('--help shows an example and exits 0', async () => {
    const { output, exitCode } = await runCompare({ help: true }, PACT_DIR);
    expect(exitCode).toBe(0);
    expect(output).toContain('Example:');
  });

  test('without --oas, or with an unknown provider, it is bad usage (2)', async () => {
    expect((await runCompare({}, PACT_DIR)).exitCode).toBe(2);
    const oas = write('ours.json', buildOpenApi(PROVIDERS.siteApi));
    expect((await runCompare({ oas, provider: 'nope' }, PACT_DIR)).exitCode).toBe(2);
  });

  test("one provider's document is compared with that provider's pact only (0)", async () => {
    const oas = write('site-api.json', buildOpenApi(PROVIDERS.siteApi));
    const { output, exitCode } = await runCompare({ oas }, PACT_DIR);
    expect(exitCode).toBe(0);
    expect(output).toContain('Skipped storefront-personalisation');
    expect(output).toMatch(/16 interactions, all compatible/);
  });

  test('an incompatible document exits 1, one line per interaction', async () => {
    const oas = write(
      'no-cart.json',
      altered(PROVIDERS.siteApi, (paths) => delete paths['/cart']),
    );
    const { output, exitCode } = await runCompare({ oas, provider: PROVIDERS.siteApi }, PACT_DIR);
    expect(exitCode).toBe(1);
    expect(output).toContain(
      '✗ storefront-site-api · a request for an empty cart (GET /cart?format=json): incompatible: your document has no operation for GET /cart',
    );
    expect(
      (await runCompare({ oas, provider: PROVIDERS.siteApi, json: true }, PACT_DIR)).output.split(
        '\n',
      ),
    ).toHaveLength(16);
  });
});
