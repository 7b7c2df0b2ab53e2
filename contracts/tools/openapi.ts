import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { ErrorBodySchema } from '../site-api.ts';
import { PACT_DIR, SITE_HEADERS } from '../pact/pact-setup.ts';
import { callFor, CALLS, type Call, type Parameter, type ProviderName } from './calls.ts';
import { readPacts, type Interaction } from './pact-file.ts';
import { pattern, readFields, responseKey, scalarType, type Field } from './pact-rules.ts';

/**
 * An OpenAPI 3.1 document per provider that says what the pact says: the shapes come from
 * the zod schemas the storefront parses with (contracts/site-api.ts,
 * contracts/personalisation.ts), made as strict as the pact's matchers (integer ids, the
 * pact's regular expressions as `pattern`, `minItems` where it needs items, required and
 * never null where every answer must carry a value), with the statuses it accepts (a class
 * as `2XX`) and the pact's own examples, one per provider state. The zod schemas stay the
 * tolerant reader: they accept more, with the fallbacks of docs/behaviour.md#validation.
 */

type JsonObject = Record<string, unknown>;

const toJsonSchema = (schema: $ZodType, io: 'input' | 'output'): JsonObject => {
  const jsonSchema: JsonObject = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // a refinement JSON Schema cannot say is left out, not an error: the check stays ours
    unrepresentable: 'any',
  });
  // the document's dialect is OpenAPI 3.1's own
  delete jsonSchema['$schema'];
  return jsonSchema;
};

// ---- the pact's rules on a zod-derived schema

const types = (schema: JsonObject): string[] =>
  Array.isArray(schema['type'])
    ? (schema['type'] as string[])
    : typeof schema['type'] === 'string'
      ? [schema['type']]
      : [];

const isNullSchema = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && (schema as JsonObject)['type'] === 'null';

/** Whether a schema lets a value be null, and the schema for the value when it is not. */
const splitNull = (schema: JsonObject): { nullable: boolean; core: JsonObject } => {
  const anyOf = schema['anyOf'];
  if (Array.isArray(anyOf) && anyOf.some(isNullSchema)) {
    const rest = anyOf.filter((each) => !isNullSchema(each)) as JsonObject[];
    const siblings = { ...schema };
    delete siblings['anyOf'];
    return {
      nullable: true,
      core: rest.length === 1 ? { ...siblings, ...rest[0] } : { ...siblings, anyOf: rest },
    };
  }
  const own = types(schema);
  if (own.includes('null')) {
    const rest = own.filter((each) => each !== 'null');
    return { nullable: true, core: { ...schema, type: rest.length === 1 ? rest[0] : rest } };
  }
  return { nullable: false, core: schema };
};

const withNull = (schema: JsonObject): JsonObject =>
  typeof schema['type'] === 'string'
    ? { ...schema, type: [schema['type'], 'null'] }
    : { anyOf: [schema, { type: 'null' }] };

/** `schema` as strict as the pact's rules for `field`. */
const refine = (
  schema: JsonObject,
  field: Field,
  emptyLists: Record<string, string>,
): JsonObject => {
  const split = splitNull(schema);
  let core: JsonObject = { ...split.core };
  // every answer carries a value here: the pact accepts no null and no absence
  const mustHaveValue = field.required && field.values.every((value) => value !== null);
  if (field.properties.size > 0) {
    const properties = { ...(core['properties'] as JsonObject | undefined) };
    const required = new Set((core['required'] as string[] | undefined) ?? []);
    for (const [key, child] of field.properties) {
      properties[key] = refine(
        (properties[key] as JsonObject | undefined) ?? {},
        child,
        emptyLists,
      );
      if (child.required) {
        required.add(key);
      }
    }
    core = { ...core, type: 'object', properties, required: [...required] };
  } else if (field.items) {
    const whenEmpty = emptyLists[field.path];
    core = {
      ...core,
      type: 'array',
      items: refine((core['items'] as JsonObject | undefined) ?? {}, field.items, emptyLists),
      ...(field.minItems > 0 && !whenEmpty ? { minItems: field.minItems } : {}),
      ...(field.minItems > 0 && whenEmpty
        ? {
            description: `At least ${field.minItems} in the provider states of the examples; empty ${whenEmpty}.`,
          }
        : {}),
    };
  } else {
    const type = scalarType(field);
    const regex = pattern(field);
    if (type) {
      // the pact's type replaces a union zod accepts (an id as string or number)
      delete core['anyOf'];
      core = { ...core, type, ...(regex ? { pattern: regex } : {}) };
    }
  }
  if (mustHaveValue) {
    delete core['default'];
  }
  return split.nullable && !mustHaveValue ? withNull(core) : core;
};

// ---- operations

const parameter = (
  where: 'path' | 'query' | 'header',
  { name, required, schema, description }: Parameter,
) => ({
  name,
  in: where,
  required,
  schema,
  description: description ?? `as the storefront sends it`,
  // repeated names (skus=a&skus=b), as the clients send arrays
  ...(where === 'query' && schema['type'] === 'array' ? { style: 'form', explode: true } : {}),
});

const siteHeaders: Parameter[] = Object.entries(SITE_HEADERS).map(([name, value]) => ({
  name,
  required: true,
  schema: { type: 'string', enum: [value] },
  description: 'sent on every call (docs/behaviour.md#calls)',
}));

const CSRF_HEADER: Parameter = {
  name: 'X-CSRF-TOKEN',
  required: true,
  schema: { type: 'string' },
  description: 'the token GET /csrf issued to the session, under the header name it gave',
};

/**
 * The name of the document's example for an interaction's provider states (joined with
 * " and "), as a mock built from the document is asked for it: `Prefer: example=NAME`.
 */
export const exampleName = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The pact's example bodies of one response, named for their provider states. */
const examplesOf = (interactions: Interaction[]) => {
  const examples: Record<string, { summary: string; value: unknown }> = {};
  for (const interaction of interactions) {
    const value = interaction.response.body?.content;
    if (value === undefined) {
      continue;
    }
    const states = interaction.providerStates.map((state) => state.name).join(' and ');
    let name = exampleName(states || interaction.description);
    if (name in examples) {
      if (JSON.stringify(examples[name]?.value) === JSON.stringify(value)) {
        continue;
      }
      name = exampleName(interaction.description);
    }
    examples[name] = {
      summary: `${states ? `given ${states}: ` : ''}${interaction.description}`,
      value,
    };
  }
  return examples;
};

const ERROR_RESPONSES = {
  '4XX': {
    description:
      'refused; the storefront reads the status only and takes the fallback of the operation’s description',
    content: { 'application/json': { schema: toJsonSchema(ErrorBodySchema, 'input') } },
  },
  '5XX': {
    description:
      'failed; the storefront reads the status only and takes the fallback of the operation’s description',
    content: { 'application/json': { schema: toJsonSchema(ErrorBodySchema, 'input') } },
  },
};

const operation = (call: Call, interactions: Interaction[]) => {
  const responses: Record<string, JsonObject> = {};
  for (const [status, { description, body, emptyLists = {} }] of Object.entries(call.responses)) {
    const own = interactions.filter((each) => String(each.response.status) === status);
    const key = own[0] ? responseKey(own[0]) : status;
    const fields = readFields(own);
    const schema = body ? toJsonSchema(body, 'input') : undefined;
    const examples = examplesOf(own);
    responses[key] = {
      description,
      ...(schema
        ? {
            content: {
              'application/json': {
                schema: fields ? refine(schema, fields, emptyLists) : schema,
                ...(Object.keys(examples).length > 0 ? { examples } : {}),
              },
            },
          }
        : {}),
    };
  }
  return {
    operationId: call.name.replace(/ (\w)/g, (_match, letter: string) => letter.toUpperCase()),
    summary: call.name,
    description: `If it fails, the storefront: ${call.ifItFails}`,
    tags: [call.provider],
    parameters: [
      ...(call.pathParameters ?? []).map((each) => parameter('path', each)),
      ...(call.query ?? []).map((each) => parameter('query', each)),
      ...[...siteHeaders, ...(call.csrf ? [CSRF_HEADER] : [])].map((each) =>
        parameter('header', each),
      ),
    ],
    ...(call.requestBody
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toJsonSchema(call.requestBody, 'output') } },
          },
        }
      : {}),
    responses: { ...responses, ...ERROR_RESPONSES },
  };
};

/** The port `npm run mocks` serves each provider on by default (mocks/server/mock-backends-server.ts). */
const MOCK_PORTS: Record<ProviderName, number> = {
  'storefront-site-api': 4010,
  'storefront-personalisation': 4012,
};

export const buildOpenApi = (provider: ProviderName, pactDir = PACT_DIR) => {
  const interactions = readPacts(pactDir, provider).flatMap(({ pact }) => pact.interactions);
  const paths: Record<string, JsonObject> = {};
  for (const call of CALLS.filter((each) => each.provider === provider)) {
    const own = interactions.filter(
      (each) => callFor(provider, each.request.method, each.request.path) === call,
    );
    paths[call.path] = {
      ...paths[call.path],
      [call.method.toLowerCase()]: operation(call, own),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${provider}, as storefront-web calls it`,
      version: '1.0.0',
      description:
        'Generated by `npm run contracts:docs` from the pacts in contracts/pacts, the zod schemas in contracts/ and the calls in contracts/tools/calls.ts; do not edit. Fields not listed are allowed and not read. Each response’s examples are the pact’s, named for the provider state that answers them.',
      contact: { name: 'storefront-web', url: 'https://github.com/storefront-web' },
      license: { name: 'UNLICENSED', identifier: 'LicenseRef-UNLICENSED' },
    },
    servers: [
      {
        url: `http://127.0.0.1:${MOCK_PORTS[provider]}`,
        description: 'our mocks of it: `npm run mocks`',
      },
      { url: 'http://127.0.0.1:8765', description: 'the pact stub: `npm run contracts:stub`' },
    ],
    tags: [{ name: provider, description: `The calls storefront-web makes to ${provider}.` }],
    // a shopper's session cookie, forwarded as the browser sent it; calls work without one
    security: [{}, { shopperSession: [] }],
    components: {
      securitySchemes: {
        shopperSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'SESSION',
          description:
            'The shopper’s cookies, which the storefront forwards unchanged on calls made for a shopper (the name is your service’s; SESSION is an example). Anonymous calls carry none.',
        },
      },
    },
    paths,
  };
};

export const openApiJson = (provider: ProviderName, pactDir = PACT_DIR) =>
  `${JSON.stringify(buildOpenApi(provider, pactDir), null, 2)}\n`;
