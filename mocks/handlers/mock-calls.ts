/**
 * Every call a mocked backend answers, by the name a mock state's fault targets
 * (`site-api.cart:down`): the storefront's one catalogue of calls (contracts/calls.ts), with
 * what each answers when the state makes it `empty`. docs/behaviour.md#calls lists the same calls.
 */
import type { JsonBodyType } from 'msw';
import { BACKEND_CALL_NAMES, LAYOUT_MODEL_CALLS, type BackendCall } from '../../contracts/calls.ts';
import { emptyCart } from '../../fixtures/cart.ts';
import { createChooseVariations } from '../../fixtures/personalisation.ts';
import { createSearchSuggestions } from '../../fixtures/search.ts';
import { createUser } from '../../fixtures/users.ts';

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

type MockEmptyAnswer = { empty: EmptyAnswer; emptyMeans: string };

const noContent: EmptyAnswer = { status: 204 };

/** What each call answers when a mock state makes it `empty`. */
export const MOCK_CALLS = {
  'site-api.user': {
    empty: { json: createUser() },
    emptyMeans: 'a logged-out user',
  },
  'site-api.csrf': { empty: noContent, emptyMeans: 'no token (204, no body)' },
  'site-api.cart': { empty: { json: emptyCart }, emptyMeans: 'an empty cart' },
  'site-api.add-to-cart': {
    empty: { json: emptyCart },
    emptyMeans: 'an empty cart',
  },
  'site-api.countries': { empty: { json: [] }, emptyMeans: 'no country' },
  'site-api.product': {
    empty: { status: 404 },
    emptyMeans: 'not found (404)',
  },
  'site-api.products': { empty: { json: [] }, emptyMeans: 'no product' },
  'site-api.search': {
    empty: { json: createSearchSuggestions() },
    emptyMeans: 'no suggestion',
  },
  'site-api.newsletter': { empty: noContent, emptyMeans: '204, no body' },
  'site-api.sms': { empty: noContent, emptyMeans: '204, no body' },
  'site-api.referral': { empty: noContent, emptyMeans: '204, no body' },
  'personalisation.variations': {
    empty: { json: createChooseVariations({ choices: [] }) },
    emptyMeans: 'no variation',
  },
  'personalisation.track-events': {
    empty: noContent,
    emptyMeans: '204, no body',
  },
  'cms.page': { empty: { json: { results: [] } }, emptyMeans: 'no entry' },
  'cms.page-list': {
    empty: { json: { results: [] } },
    emptyMeans: 'no entry',
  },
  'cms.banner': {
    empty: { json: { results: [] } },
    emptyMeans: 'no entry',
  },
  'cms.navigation': {
    empty: { json: { results: [] } },
    emptyMeans: 'no entry',
  },
  'cms.footer': { empty: { json: { results: [] } }, emptyMeans: 'no entry' },
  'monitoring.intake': { empty: noContent, emptyMeans: '204, no body' },
  'partner.subscribe': { empty: noContent, emptyMeans: '204, no body' },
} as const satisfies Record<BackendCall, MockEmptyAnswer>;

export type MockCall = BackendCall;
export const MOCK_CALL_NAMES = BACKEND_CALL_NAMES;

export const backendOf = (call: MockCall) => call.slice(0, call.indexOf('.')) as MockBackend;

/** The call a CMS content request is: the sitemap's listing, a layout model or a page. */
export const cmsCallOf = (model: string, listing: boolean): MockCall =>
  listing
    ? 'cms.page-list'
    : ((LAYOUT_MODEL_CALLS as Record<string, MockCall>)[model] ?? 'cms.page');
