import { AddToCartAnalyticsEventSchema } from '../../../contracts/window-messages.ts';
import type { Cart, CartLine, Csrf, SmsSubscribeRequest } from '../../../contracts/site-api.ts';
import { pushToDataLayer } from '../analytics.ts';
import { countCartItems, storeCartQuantity } from '../cart-quantity.ts';
import { browserSiteApiSettings, type BrowserSiteApiSettings } from './browser-settings.ts';
import {
  createSiteApiClient,
  resolveSiteApiBase,
  SiteApiError,
  type SiteApiClient,
} from './client.ts';

/**
 * The site API as the shopper's browser uses it (docs/behaviour.md#validation and #calls). Islands load it
 * through `browser-lazy.ts`, so it must stay free of the server configuration and of node-only modules.
 */

let client: SiteApiClient | undefined;
// the settings the client was made for: the layout may set new ones
let clientSettings: BrowserSiteApiSettings | undefined;
let csrf: Csrf | undefined;
let pendingCsrf: Promise<Csrf | undefined> | undefined;

const api = (): SiteApiClient => {
  const { origin } = window.location;
  const settings = browserSiteApiSettings();
  if (!client || clientSettings !== settings) {
    client = createSiteApiClient({
      baseUrl: settings ? resolveSiteApiBase({ origin, ...settings }) : origin,
    });
    clientSettings = settings;
  }
  return client;
};

/** The held CSRF token, fetched when none is held; undefined when it cannot be had. */
export const ensureCsrf = async (): Promise<Csrf | undefined> => {
  if (csrf) {
    return csrf;
  }
  pendingCsrf ??= api()
    .getCsrf()
    .then(
      (fetched) => (csrf = fetched),
      () => undefined,
    )
    .finally(() => {
      pendingCsrf = undefined;
    });
  return pendingCsrf;
};

/** docs/behaviour.md#states: CSRF data can be cleared, e.g. after logging in or out. */
export const resetCsrf = () => {
  csrf = undefined;
};

/** A 403 on a CSRF-protected call drops the held token, so the next try fetches a fresh one. */
const dropCsrfIfForbidden = (error: unknown): never => {
  if (error instanceof SiteApiError && error.statusCode === 403) {
    resetCsrf();
  }
  throw error;
};

/**
 * docs/behaviour.md#overview and #calls: the personalisation service hears of each add to cart, so its
 * experiences can learn from it; the shopper never waits on it or sees it fail.
 */
const trackAddToCart = (
  line: CartLine | undefined,
  productId: string | number,
  quantity: number,
) => {
  const provider = browserSiteApiSettings()?.personalisationProvider;
  if (!provider) {
    return;
  }
  const properties = { productId: String(productId), quantity, ...(line ? { sku: line.sku } : {}) };
  void api()
    .trackEvents(provider, [{ name: 'Add to Cart', properties }])
    .catch(() => undefined);
};

/** '$1,234.50' → 1234.5 */
const numericPart = (formatted: string) => Number(formatted.replace(/[^0-9.]/g, ''));

const lineOf = (cart: Cart, productId: string | number) =>
  cart.lines.find((each) => String(each.productId) === String(productId));

const pushAddToCartEvent = (
  line: CartLine | undefined,
  productId: string | number,
  quantity: number,
) => {
  const event = AddToCartAnalyticsEventSchema.safeParse({
    event: 'addToCart',
    productSku: line?.sku,
    productName: line?.name,
    productPrice: line && numericPart(line.subtotal),
    quantity,
    currencyCode: 'USD',
  });
  if (!event.success) {
    // the add itself succeeded; only the analytics event is lost
    console.warn(`[site-api] addToCart: no analytics event for product ${productId}`);
    return;
  }
  pushToDataLayer(event.data);
};

/**
 * docs/behaviour.md#validation and #calls: CSRF first, the add, then the refetched cart sets the badge count
 * and the analytics event. Rejects 'Invalid CSRF token/data.' when no token can be had.
 */
export const addProductToCart = async (productId: string | number, quantity = 1): Promise<Cart> => {
  const token = await ensureCsrf();
  if (!token) {
    throw new Error('Invalid CSRF token/data.');
  }
  await api().addToCart(productId, { quantity, csrf: token }).catch(dropCsrfIfForbidden);
  const cart = await api().getCart();
  storeCartQuantity(countCartItems(cart));
  const line = lineOf(cart, productId);
  pushAddToCartEvent(line, productId, quantity);
  trackAddToCart(line, productId, quantity);
  return cart;
};

export type SubscriptionResult = 'ok' | 'csrf-missing' | 'failed';

/** 'csrf-missing' means nothing was sent (docs/behaviour.md#validation: the form says 'CSRF token missing'). */
const submitWithCsrf = async (
  send: (token: Csrf) => Promise<void>,
): Promise<SubscriptionResult> => {
  const token = await ensureCsrf();
  if (!token) {
    return 'csrf-missing';
  }
  try {
    await send(token).catch(dropCsrfIfForbidden);
    return 'ok';
  } catch {
    return 'failed';
  }
};

export const submitNewsletterSignup = (email: string) =>
  submitWithCsrf((token) =>
    api().subscribeNewsletter(
      { lists: ['footer-opt-ins'], messages: [], marketingChannel: true, email },
      token,
    ),
  );

export const submitSmsSignup = (body: SmsSubscribeRequest) =>
  submitWithCsrf((token) => api().subscribeSms(body, token));

/** docs/behaviour.md#search and #failures: only for non-empty input; a failure means no suggestions. */
export const fetchSearchSuggestions = async (query: string): Promise<string[]> => {
  if (query.trim() === '') {
    return [];
  }
  return api()
    .getSearchSuggestions(query)
    .catch(() => []);
};

/** docs/behaviour.md#layouts and #calls: the answer is not read and a failure changes nothing for the shopper. */
export const reportReferralCode = async (code: string): Promise<void> => {
  await api()
    .reportReferral(code)
    .catch(() => undefined);
};
