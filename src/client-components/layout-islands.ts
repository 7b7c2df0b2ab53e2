'use client';

/**
 * The layout's islands, as the server components import them: one client reference for all of
 * them (docs/decisions/014-browser-code-on-first-use.md). Each client module a server component
 * imports is a reference of its own, with a loader in waku's entry and an export in the
 * layout's chunk on every page, about 40 B of each first load; the thirteen here came to 0.5 kB.
 * Every page renders the layout, so every page loads all of them anyway. An island the layout
 * renders is exported here and imported from here (`islands.test.ts` checks it). The search
 * field's is the exception: its markup (search/search-bar.tsx) is rendered by the mobile
 * menu's panel in the browser too, where this module is not the way in.
 */
export { AccountArea, AccountNote } from './account/account-area.tsx';
export { CartLink } from './cart/cart-link.tsx';
export { CountryDisclosure, NewsletterForm, SmsOffer } from './footer/deferred-footer.tsx';
export { MobileMenu } from './navigation/mobile-menu.tsx';
export { ToastArea } from './overlays/toast-area.tsx';
export { AnalyticsRelay } from './page-wide/analytics-relay.tsx';
export { ChatEntry } from './page-wide/chat-entry.tsx';
export { ChatGate } from './page-wide/chat-gate.tsx';
export { Monitoring } from './page-wide/monitoring.tsx';
export { ShopperSync } from './page-wide/shopper-sync.tsx';
export { SiteApiSetup } from './site-api-setup.tsx';
