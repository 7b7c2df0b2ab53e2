import type { LayoutModel } from './cms.ts';

/**
 * Every call the storefront makes to a backend, by one name (docs/behaviour.md#calls): the
 * time boxes count and log a call by it (src/lib/calls/backend-calls.ts), a mock state's
 * fault targets it (`site-api.cart:down`, mocks/handlers/mock-calls.ts), and the contract tools
 * describe it (contracts/tools/calls.ts). The value says what the call is.
 */
export const BACKEND_CALLS = {
  'site-api.user': 'current user',
  'site-api.csrf': 'CSRF token',
  'site-api.cart': 'cart',
  'site-api.add-to-cart': 'add to cart',
  'site-api.countries': 'countries',
  'site-api.product': 'one product',
  'site-api.products': 'several products',
  'site-api.search': 'search suggestions',
  'site-api.newsletter': 'newsletter',
  'site-api.sms': 'SMS',
  'site-api.referral': 'referral',
  'personalisation.variations': 'choose variations',
  'personalisation.track-events': 'track events',
  'cms.page': 'page entry',
  'cms.page-list': 'page list (sitemap)',
  'cms.banner': 'announcement banner',
  'cms.navigation': 'navigation links',
  'cms.footer': 'footer data',
  'monitoring.intake': 'monitoring intake',
  'partner.subscribe': 'partner sign-up',
} as const;

export type BackendCall = keyof typeof BACKEND_CALLS;

export const BACKEND_CALL_NAMES = Object.keys(BACKEND_CALLS) as BackendCall[];

/** The call that asks the CMS for each layout model. */
export const LAYOUT_MODEL_CALLS = {
  'announcement-banner': 'cms.banner',
  'navigation-links': 'cms.navigation',
  'footer-data': 'cms.footer',
} as const satisfies Record<LayoutModel, BackendCall>;
