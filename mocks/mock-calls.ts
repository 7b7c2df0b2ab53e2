/**
 * Every call a mocked backend answers, by the name a mock state's fault targets
 * (`site-api.cart:down`), with what it is and what it answers when the state makes it
 * `empty`. docs/behaviour.md#calls lists the same calls.
 */
import type { JsonBodyType } from 'msw';
import { emptyCart } from '../fixtures/cart.ts';
import { createChooseVariations } from '../fixtures/personalisation.ts';
import { createSearchSuggestions } from '../fixtures/search.ts';
import { createUser } from '../fixtures/users.ts';

export const MOCK_BACKENDS = [
  'site-api',
  'cms',
  'personalisation',
  'monitoring',
  'partner',
] as const;
export type MockBackend = (typeof MOCK_BACKENDS)[number];

/** A JSON body, or no body and the status a call without one answers with. */
export type EmptyAnswer = { json: JsonBodyType } | { status: number };

type MockCallInfo = { what: string; empty: EmptyAnswer; emptyMeans: string };

const noContent: EmptyAnswer = { status: 204 };

export const MOCK_CALLS = {
  'site-api.user': {
    what: 'current user',
    empty: { json: createUser() },
    emptyMeans: 'a logged-out user',
  },
  'site-api.csrf': { what: 'CSRF token', empty: noContent, emptyMeans: 'no token (204, no body)' },
  'site-api.cart': { what: 'cart', empty: { json: emptyCart }, emptyMeans: 'an empty cart' },
  'site-api.add-to-cart': {
    what: 'add to cart',
    empty: { json: emptyCart },
    emptyMeans: 'an empty cart',
  },
  'site-api.countries': { what: 'countries', empty: { json: [] }, emptyMeans: 'no country' },
  'site-api.product': {
    what: 'one product',
    empty: { status: 404 },
    emptyMeans: 'not found (404)',
  },
  'site-api.products': { what: 'several products', empty: { json: [] }, emptyMeans: 'no product' },
  'site-api.search': {
    what: 'search suggestions',
    empty: { json: createSearchSuggestions() },
    emptyMeans: 'no suggestion',
  },
  'site-api.newsletter': { what: 'newsletter', empty: noContent, emptyMeans: '204, no body' },
  'site-api.sms': { what: 'SMS', empty: noContent, emptyMeans: '204, no body' },
  'site-api.referral': { what: 'referral', empty: noContent, emptyMeans: '204, no body' },
  'personalisation.variations': {
    what: 'choose variations',
    empty: { json: createChooseVariations({ choices: [] }) },
    emptyMeans: 'no variation',
  },
  'personalisation.track-events': {
    what: 'track events',
    empty: noContent,
    emptyMeans: '204, no body',
  },
  'cms.page': { what: 'page entry', empty: { json: { results: [] } }, emptyMeans: 'no entry' },
  'cms.page-list': {
    what: 'page list (sitemap)',
    empty: { json: { results: [] } },
    emptyMeans: 'no entry',
  },
  'cms.banner': {
    what: 'announcement banner',
    empty: { json: { results: [] } },
    emptyMeans: 'no entry',
  },
  'cms.navigation': {
    what: 'navigation links',
    empty: { json: { results: [] } },
    emptyMeans: 'no entry',
  },
  'cms.footer': { what: 'footer data', empty: { json: { results: [] } }, emptyMeans: 'no entry' },
  'monitoring.intake': { what: 'monitoring intake', empty: noContent, emptyMeans: '204, no body' },
  'partner.subscribe': { what: 'partner sign-up', empty: noContent, emptyMeans: '204, no body' },
} as const satisfies Record<`${MockBackend}.${string}`, MockCallInfo>;

export type MockCall = keyof typeof MOCK_CALLS;
export const MOCK_CALL_NAMES = Object.keys(MOCK_CALLS) as MockCall[];

export const backendOf = (call: MockCall) => call.slice(0, call.indexOf('.')) as MockBackend;

/** The CMS model each layout call asks for; any other model is the page's entry. */
const CMS_MODEL_CALLS: Record<string, MockCall> = {
  'announcement-banner': 'cms.banner',
  'navigation-links': 'cms.navigation',
  'footer-data': 'cms.footer',
};

/** The call a CMS content request is: the sitemap's listing, a layout model or a page. */
export const cmsCallOf = (model: string, listing: boolean): MockCall =>
  listing ? 'cms.page-list' : (CMS_MODEL_CALLS[model] ?? 'cms.page');
