import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import type * as z from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import {
  ContentResponseSchema,
  LayoutModelSchemas,
  ContentEntrySchema,
} from '../../contracts/cms.ts';
import { ChooseVariationsResponseSchema } from '../../contracts/personalisation.ts';
import {
  CartSchema,
  CountriesSchema,
  ProductSchema,
  ProductsSchema,
  UserSchema,
} from '../../contracts/site-api.ts';
import { createMockSetup } from '../server/environment.ts';
import { generatedAnswer, shrinkGenerated, shrunkAnswer } from './generated-answers.ts';
import { mockCartCall } from '../server/test-server.ts';
import { readJournal } from '../journal/journal.ts';
import { formatMockState, parseMockState } from '../state/mock-state.ts';
import { describeMockState } from '../state/mock-state-words.ts';

const setup = createMockSetup({});

const PAGE_QUERY = 'apiKey=k&limit=1&userAttributes=%7B%22urlPath%22%3A%22%2Fscience%22%7D';
const GENERATED: [Parameters<typeof generatedAnswer>[1], string, z.$ZodType][] = [
  ['site-api.user', 'https://site.mock/account/data/me', UserSchema],
  ['site-api.cart', 'https://site.mock/cart?format=json', CartSchema],
  ['site-api.countries', 'https://site.mock/geography/countries?format=json', CountriesSchema],
  ['site-api.products', 'https://site.mock/products/skus?skus=a&skus=b', ProductsSchema],
  ['site-api.product', 'https://site.mock/product/sku/a', ProductSchema],
  [
    'personalisation.variations',
    'https://p.mock/dy/ab/choose-variations',
    ChooseVariationsResponseSchema,
  ],
  ['cms.page', `https://cms.mock/api/v3/content/page?${PAGE_QUERY}`, ContentResponseSchema],
];

test.each(GENERATED)(
  '%s: every generated answer is one its contract accepts',
  (call, url, schema) => {
    for (let seed = 0; seed < 100; seed++) {
      const answer = generatedAnswer(seed, call, 'GET', new URL(url));
      if (answer.status === 200) {
        expect(safeParse(schema, answer.body).error).toBeUndefined();
      } else {
        expect(answer).toEqual({ status: 404 });
      }
    }
  },
);

test('a CMS answer holds entries of its model: a page, or the layout model asked for', () => {
  for (let seed = 0; seed < 50; seed++) {
    const page = generatedAnswer(seed, 'cms.page', 'GET', new URL(GENERATED[6]![1]));
    for (const entry of (page.body as { results: unknown[] }).results) {
      expect(ContentEntrySchema.safeParse(entry).error).toBeUndefined();
    }
    const footer = generatedAnswer(
      seed,
      'cms.footer',
      'GET',
      new URL('https://cms.mock/api/v3/content/footer-data'),
    );
    for (const entry of (footer.body as { results: { data: unknown }[] }).results) {
      expect(LayoutModelSchemas['footer-data'].safeParse(entry.data).error).toBeUndefined();
    }
  }
});

test('the products answered are among the SKUs asked for', () => {
  for (let seed = 0; seed < 50; seed++) {
    const answer = generatedAnswer(seed, 'site-api.products', 'GET', new URL(GENERATED[3]![1]));
    for (const product of answer.body as { sku: string }[]) {
      expect(['a', 'b']).toContain(product.sku);
    }
  }
});

test('the same seed, call and request answer the same; another request, another answer', () => {
  const url = new URL(GENERATED[6]![1]);
  expect(generatedAnswer(7, 'cms.page', 'GET', url)).toEqual(
    generatedAnswer(7, 'cms.page', 'GET', url),
  );
  const others = [8, 9, 10].map((seed) =>
    JSON.stringify(generatedAnswer(seed, 'cms.page', 'GET', url)),
  );
  expect(new Set(others).size).toBe(3);
});

test('generated and generated-SEED are faults of every target, said back and written once', () => {
  const parsed = parseMockState('customer,all:generated,site-api.cart:generated-42,cms:healthy');
  expect(parsed.ok && parsed.state.faults).toEqual({
    all: { kind: 'generated' },
    'site-api.cart': { kind: 'generated', seed: 42 },
    cms: { kind: 'healthy' },
  });
  if (!parsed.ok) {
    return;
  }
  expect(formatMockState(parsed.state)).toBe(
    'customer,all:generated,cms:healthy,site-api.cart:generated-42',
  );
  expect(describeMockState(parsed.state)).toContain(
    'every backend: generated from its contract; CMS: healthy; site API cart: generated from its contract (seed 42)',
  );
  const tooBig = parseMockState('all:generated-2147483648');
  expect(tooBig.ok).toBe(false);
});

test('generated-SEED-shrunk-PATH names a shrunk answer; a path is the one fast-check writes, dotted', () => {
  const parsed = parseMockState('cms.page:generated-855072-shrunk-0.3.0.12');
  expect(parsed.ok && parsed.state.faults).toEqual({
    'cms.page': { kind: 'generated', seed: 855072, shrunk: '0.3.0.12' },
  });
  expect(parsed.ok && describeMockState(parsed.state)).toContain(
    'generated from its contract (seed 855072, shrunk 0.3.0.12)',
  );
  for (const wrong of ['generated-shrunk-0.1', 'generated-5-shrunk-1.2', 'generated-5-shrunk-0']) {
    expect(parseMockState(`cms.page:${wrong}`).ok).toBe(false);
  }
});

const cartCall = (state: string, session: string, requestId: string) =>
  mockCartCall(setup, { state, session, requestId });

test('the journal names the seed of a generated answer and the state that answers the same again', async () => {
  const session = randomUUID();
  const first = (await (await cartCall(
    'customer,site-api:generated',
    session,
    'page-request-1',
  ))!.json()) as unknown;
  const [entry] = readJournal(session);
  expect(entry).toMatchObject({
    applied: 'backend',
    part: `site-api:generated-${entry!.seed}`,
    words: `generated from its contract (seed ${entry!.seed}), the site API's fault`,
    reproduce: `customer,site-api:generated-${entry!.seed}`,
  });
  expect(CartSchema.safeParse(first).success).toBe(true);
  // the link's state, on another request of the same page, answers the same
  const again = (await (await cartCall(
    entry!.reproduce!,
    session,
    'page-request-2',
  ))!.json()) as unknown;
  expect(again).toEqual(first);
});

const blocksOf = (answer: { body?: unknown } | undefined) =>
  (answer?.body as { results: { data: { blocks: unknown[] } }[] } | undefined)?.results[0]?.data
    .blocks ?? [];

test('a failure is reported shrunk: the smallest answer that still fails, and the state that answers it', async () => {
  const call = 'cms.page';
  const url = new URL(`https://cms.mock/api/v3/content/page?${PAGE_QUERY}`);
  // a seed whose page entry has three blocks or more, and a check that fails on any block
  const seed = [...Array(100).keys()].find(
    (each) => blocksOf(generatedAnswer(each, call, 'GET', url)).length >= 3,
  )!;
  const fails = (answer: { body?: unknown } | undefined) => blocksOf(answer).length > 0;
  expect(fails(generatedAnswer(seed, call, 'GET', url))).toBe(true);

  const shrunk = await shrinkGenerated({ seed, call, method: 'GET', url }, async (path) =>
    fails(shrunkAnswer(seed, call, 'GET', url, path)),
  );

  expect(shrunk.path).toMatch(/^0(\.\d+)+$/);
  expect(fails(shrunk.answer)).toBe(true);
  expect(shrunk.smallest).toBe(true);
  // the smallest: one block, and no shrink of it fails any more
  expect(blocksOf(shrunk.answer)).toHaveLength(1);
  for (let index = 0; ; index++) {
    const next = shrunkAnswer(seed, call, 'GET', url, `${shrunk.path}.${index}`);
    if (next === undefined) {
      break;
    }
    expect(fails(next)).toBe(false);
  }
  // the state that says it answers it again, and reads back as itself
  const state = `cms.page:generated-${seed}-shrunk-${shrunk.path}`;
  const parsed = parseMockState(state);
  expect(parsed.ok && formatMockState(parsed.state)).toBe(state);
  expect(shrunkAnswer(seed, call, 'GET', url, shrunk.path)).toEqual(shrunk.answer);
  expect(shrunkAnswer(seed, call, 'GET', url, '0.99999')).toBeUndefined();
});
