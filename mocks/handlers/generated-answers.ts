/**
 * The `generated` fault (docs/qa.md#generated-answers): a call answers a value drawn from its
 * own zod contract, the same one for the same seed, call and request. The identities the
 * request names are kept (the SKUs asked for, the CMS model), since a backend answering
 * another product than the one asked for is no answer the storefront reads.
 */
import * as fc from 'fast-check';
import {
  AnnouncementBannerSchema,
  CmsBlockSchema,
  ContentDataSchema,
  ContentListItemSchema,
  FooterDataSchema,
  NavigationLinksSchema,
  PAGE_LAYOUTS,
  PAGE_MODEL,
} from '../../contracts/cms.ts';
import {
  ContactUrlSchema,
  CssColourSchema,
  isSafeUrl,
  SafeUrlSchema,
} from '../../contracts/cms-fields.ts';
import { ChooseVariationsResponseSchema } from '../../contracts/personalisation.ts';
import {
  CartSchema,
  CountriesSchema,
  CsrfSchema,
  ProductSchema,
  SearchSuggestionsSchema,
  UserSchema,
} from '../../contracts/site-api.ts';
import { ArticleCarouselSchema } from '../../src/blocks/article-carousel/article-carousel.schema.ts';
import { FaqConfigSchema } from '../../src/blocks/faq/faq.schema.ts';
import { HeadlineConfigSchema } from '../../src/blocks/headline/headline.schema.ts';
import { HeroCardConfigSchema } from '../../src/blocks/hero-card/hero-card.schema.ts';
import { PartnerEmailFormCardConfigSchema } from '../../src/blocks/partner-email-form-card/partner-email-form-card.schema.ts';
import { ProductBannerConfigSchema } from '../../src/blocks/product-banner/product-banner.schema.ts';
import { ProductCarouselSchema } from '../../src/blocks/product-carousel/product-carousel.schema.ts';
import { ProductComparisonConfigSchema } from '../../src/blocks/product-comparison/product-comparison.schema.ts';
import { StoryCardSchema } from '../../src/blocks/story-card/story-card.schema.ts';
import { V2ProductCarouselSchema } from '../../src/blocks/v2-product-carousel/v2-product-carousel.schema.ts';
import { ValuePropositionConfigSchema } from '../../src/blocks/value-proposition/value-proposition.schema.ts';
import { arbitraryOf } from './contract-arbitrary.ts';
import { MOCK_CALLS, type MockCall } from './mock-calls.ts';
import { MAX_SEED } from '../state/mock-state.ts';

const hex = (value: number) => `#${value.toString(16).padStart(6, '0')}`;

// the refined CMS fields, whose refinements no walker can see into
const overrides = new Map<Parameters<typeof arbitraryOf>[0], fc.Arbitrary<unknown>>([
  [
    CssColourSchema,
    fc.oneof(
      fc.integer({ min: 0, max: 0xffffff }).map(hex),
      fc.constantFrom('transparent', 'currentColor', 'white', '#0000', 'rgb(255 0 0 / 50%)'),
    ),
  ],
  [
    SafeUrlSchema,
    fc
      .oneof(
        fc.constantFrom('', '/', '/products', '/science'),
        fc
          .array(fc.webSegment(), { minLength: 1, maxLength: 12 })
          .map((segments) => `/${segments.join('/')}`),
        fc.webUrl({ validSchemes: ['https', 'http'] }),
      )
      .filter((url) => url === '' || isSafeUrl(url)),
  ],
  [
    ContactUrlSchema,
    fc.constantFrom(
      '',
      '/help',
      'mailto:help@example.com',
      'tel:+18005550100',
      'https://example.com/contact',
    ),
  ],
]);

const arbitrary = (schema: Parameters<typeof arbitraryOf>[0]) => arbitraryOf(schema, overrides);

/** Every block editors can place, by the name content refers to it with. */
const BLOCK_SCHEMAS = {
  'Article Carousel': ArticleCarouselSchema,
  FAQ: FaqConfigSchema,
  Headline: HeadlineConfigSchema,
  'Hero Card': HeroCardConfigSchema,
  'Partner Email Form Card': PartnerEmailFormCardConfigSchema,
  'Product Banner': ProductBannerConfigSchema,
  'Product Carousel': ProductCarouselSchema,
  'Product Comparison': ProductComparisonConfigSchema,
  'Story Card': StoryCardSchema,
  'v2 Product Carousel': V2ProductCarouselSchema,
  'Value Proposition': ValuePropositionConfigSchema,
};

// a page's blocks: one the storefront knows, now and then anything the loose block contract allows
const block = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...(Object.keys(BLOCK_SCHEMAS) as (keyof typeof BLOCK_SCHEMAS)[])),
        fc.nat(9999),
      )
      .chain(([name, id]) =>
        arbitrary(BLOCK_SCHEMAS[name]).map((options) => ({
          '@type': '@builder.io/sdk:Element',
          id: `builder-generated-${id}`,
          component: { name, options },
        })),
      ),
  },
  { weight: 1, arbitrary: arbitrary(CmsBlockSchema) },
);

const entry = (id: string, data: fc.Arbitrary<unknown>) =>
  data.map((each) => ({ id, modelId: id, published: 'published', data: each }));

/** A CMS answer: one entry, now and then none (the CMS found nothing). */
const results = (found: fc.Arbitrary<unknown>) =>
  fc
    .oneof(
      { weight: 9, arbitrary: found.map((each) => [each]) },
      { weight: 1, arbitrary: fc.constant([]) },
    )
    .map((list) => ({ results: list }));

const pageData = fc.record(
  {
    title: arbitrary(ContentDataSchema.shape.title),
    description: arbitrary(ContentDataSchema.shape.description),
    layout: fc.constantFrom(...PAGE_LAYOUTS),
    blocks: fc.array(block, { maxLength: 8 }),
  },
  { requiredKeys: ['blocks'] },
);

const LAYOUT_CALLS = {
  'cms.banner': AnnouncementBannerSchema,
  'cms.navigation': NavigationLinksSchema,
  'cms.footer': FooterDataSchema,
};

const product = (sku: string) =>
  arbitrary(ProductSchema).map((each) => ({ ...(each as object), sku }));

/** The arbitrary of one call's answer to one request: a status and, when it has one, a body. */
const answerArbitrary = (call: MockCall, url: URL): fc.Arbitrary<GeneratedAnswer> => {
  const json = (body: fc.Arbitrary<unknown>) => body.map((each) => ({ status: 200, body: each }));
  switch (call) {
    case 'site-api.user':
      return json(arbitrary(UserSchema));
    case 'site-api.cart':
      return json(arbitrary(CartSchema));
    case 'site-api.countries':
      return json(arbitrary(CountriesSchema));
    case 'site-api.csrf':
      return fc.oneof(json(arbitrary(CsrfSchema)), fc.constant({ status: 204 }));
    case 'site-api.search':
      return json(arbitrary(SearchSuggestionsSchema));
    case 'site-api.products':
      // unknown SKUs are left out, the rest in no promised order (contracts/tools/calls.ts)
      return json(
        fc
          .shuffledSubarray([...new Set(url.searchParams.getAll('skus'))])
          .chain((skus) => fc.tuple(...skus.map(product))),
      );
    case 'site-api.product':
      return fc.oneof(
        {
          weight: 9,
          arbitrary: json(product(decodeURIComponent(url.pathname.split('/').pop() ?? ''))),
        },
        { weight: 1, arbitrary: fc.constant({ status: 404 }) },
      );
    case 'personalisation.variations':
      return json(arbitrary(ChooseVariationsResponseSchema));
    case 'cms.page':
      return json(results(entry(PAGE_MODEL, pageData)));
    case 'cms.page-list':
      return json(
        fc.record({ results: fc.array(arbitrary(ContentListItemSchema), { maxLength: 40 }) }),
      );
    case 'cms.banner':
    case 'cms.navigation':
    case 'cms.footer':
      return json(results(entry(call.slice('cms.'.length), arbitrary(LAYOUT_CALLS[call]))));
    default: {
      // the calls whose answer the storefront does not read: their plain success
      const empty: { json: unknown } | { status: number } = MOCK_CALLS[call].empty;
      return fc.constant('json' in empty ? { status: 200, body: empty.json } : empty);
    }
  }
};

export type GeneratedAnswer = { status: number; body?: unknown };

// FNV-1a: a seed per call and request from the state's seed, stable across processes
const hash = (text: string) => {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  }
  return value >>> 0;
};

/** A seed for a state that names none: the page request's id, so every call of one page agrees. */
export const seedOf = (requestId: string | null) =>
  (requestId ? hash(requestId) : Math.floor(Math.random() * MAX_SEED)) % MAX_SEED;

const requestSeed = (seed: number, call: MockCall, method: string, url: URL) =>
  hash(`${seed}\n${call}\n${method} ${url.pathname}${url.search}`) | 0;

/** What `call` answers `request` under `generated-SEED`: the same for the same three. */
export const generatedAnswer = (seed: number, call: MockCall, method: string, url: URL) => {
  const [answer] = fc.sample(answerArbitrary(call, url), {
    seed: requestSeed(seed, call, method, url),
    numRuns: 1,
  });
  return answer!;
};

/**
 * The answer of `generated-SEED-shrunk-PATH`: fast-check's shrinks of the drawn answer, taken
 * along `path` (`0.2.1`: the drawn answer, its third shrink, that one's second), replayed as
 * fast-check replays a counterexample's path; undefined where the path leads past a last shrink.
 */
export const shrunkAnswer = (
  seed: number,
  call: MockCall,
  method: string,
  url: URL,
  path: string,
): GeneratedAnswer | undefined => {
  let answer: GeneratedAnswer | undefined;
  try {
    fc.check(
      fc.property(answerArbitrary(call, url), (each) => {
        answer = each;
        return false;
      }),
      {
        seed: requestSeed(seed, call, method, url),
        path: path.replaceAll('.', ':'),
        numRuns: 1,
        endOnFailure: true,
      },
    );
  } catch {
    // fast-check: "Unable to replay, got wrong path"
    return undefined;
  }
  return answer;
};

/**
 * The smallest answer of `call` to one request that still `fails`, found as fast-check
 * shrinks a counterexample: from the drawn answer, take the first of its shrinks that still
 * fails and start again from it, until none does or `maxChecks` have run. Returns the path
 * (for `generated-SEED-shrunk-PATH`), that answer, the checks run, and whether it is the
 * smallest (no shrink of it fails) or the checks ran out first.
 */
export const shrinkGenerated = async (
  { seed, call, method, url }: { seed: number; call: MockCall; method: string; url: URL },
  fails: (path: string) => Promise<boolean>,
  maxChecks = 100,
) => {
  let path = '0';
  let checks = 0;
  let smallest = false;
  for (let index = 0; checks < maxChecks;) {
    const next = `${path}.${index}`;
    if (shrunkAnswer(seed, call, method, url, next) === undefined) {
      smallest = true;
      break;
    }
    checks += 1;
    if (await fails(next)) {
      path = next;
      index = 0;
    } else {
      index += 1;
    }
  }
  return {
    path,
    answer: shrunkAnswer(seed, call, method, url, path) ?? generatedAnswer(seed, call, method, url),
    checks,
    smallest,
  };
};
