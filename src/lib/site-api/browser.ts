import type { Cart, Csrf, SmsSubscribeRequest } from '../../../contracts/site-api.ts';
import { AddToCartAnalyticsEventSchema } from '../../../contracts/window-messages.ts';
import { countCartItems, storeCartQuantity } from '../cart-quantity.ts';
import { createSiteApiClient, resolveSiteApiBase, type SiteApiClient } from './client.ts';

/**
 * The site API as the browser's islands use it (SPEC.md 3, 5, 7). Safe in 'use client'
 * modules: nothing here reads the server's configuration; the layout hands over what
 * it needs once, through configureBrowserSiteApi.
 */

let client: SiteApiClient | undefined;

const api = () => (client ??= createSiteApiClient({ baseUrl: window.location.origin }));

/** Called once by the layout; until then calls go to the page's own origin. */
export const configureBrowserSiteApi = ({
  productDomain,
  sitePublicUrl,
}: {
  productDomain: string;
  sitePublicUrl?: string | undefined;
}) => {
  const baseUrl = resolveSiteApiBase({
    origin: window.location.origin,
    productDomain,
    sitePublicUrl,
  });
  client = createSiteApiClient({ baseUrl });
};

// ---- CSRF holder: one token per page life, fetched on first need

let csrf: Promise<Csrf | undefined> | undefined;

/** The held token, fetched when there is none; undefined when the site API gives none. */
export const ensureCsrf = async (): Promise<Csrf | undefined> => {
  csrf ??= api()
    .getCsrf()
    .catch(() => undefined);
  const held = await csrf;
  if (!held) {
    // a failed fetch is not held, so the next submit asks again
    csrf = undefined;
  }
  return held;
};

export const resetCsrf = () => {
  csrf = undefined;
};

// ---- Add to cart

const USD = 'USD';

/** '$1,234.50' -> 1234.5: the numeric part of a currency-formatted subtotal. */
const numericPart = (formatted: string) => Number(formatted.replace(/[^0-9.-]/g, ''));

const pushAddToCartEvent = (cart: Cart, productId: string | number, quantity: number) => {
  const line = cart.lines.find((each) => String(each.productId) === String(productId));
  const event = AddToCartAnalyticsEventSchema.safeParse({
    event: 'addToCart',
    productSku: line?.sku,
    productName: line?.name,
    productPrice: line ? numericPart(line.subtotal) : undefined,
    quantity,
    currencyCode: USD,
  });
  // the add itself succeeded; an event we cannot describe is left out rather than failing it
  if (event.success) {
    const target = window as Window & { dataLayer?: unknown[] };
    (target.dataLayer ??= []).push(event.data);
  }
};

/**
 * SPEC.md 3 and 5: CSRF first, the add, then the cart is refetched, its count stored
 * and the addToCart analytics event pushed. Rejects on any failure.
 */
export const addProductToCart = async (productId: string | number, quantity = 1): Promise<Cart> => {
  const token = await ensureCsrf();
  if (!token) {
    throw new Error('Invalid CSRF token/data.');
  }
  await api().addToCart(productId, { quantity, csrf: token });
  const cart = await api().getCart();
  storeCartQuantity(countCartItems(cart));
  pushAddToCartEvent(cart, productId, quantity);
  return cart;
};

// ---- Footer forms: 'csrf-missing' means nothing was sent (SPEC.md 5)

export type SubmitOutcome = 'ok' | 'csrf-missing' | 'failed';

const submitWithCsrf = async (send: (token: Csrf) => Promise<void>): Promise<SubmitOutcome> => {
  const token = await ensureCsrf();
  if (!token) {
    return 'csrf-missing';
  }
  try {
    await send(token);
    return 'ok';
  } catch {
    return 'failed';
  }
};

export const NEWSLETTER_LIST = 'footer-opt-ins';

export const submitNewsletterSignup = (email: string) =>
  submitWithCsrf((token) =>
    api().subscribeNewsletter(
      { lists: [NEWSLETTER_LIST], messages: [], marketingChannel: true, email },
      token,
    ),
  );

export const submitSmsSignup = (body: SmsSubscribeRequest) =>
  submitWithCsrf((token) => api().subscribeSms(body, token));

// ---- Search and referral: failures are not the shopper's concern

/** Category names with results for the query; [] on any failure (SPEC.md 8). */
export const fetchSearchSuggestions = (query: string): Promise<string[]> =>
  api()
    .getSearchSuggestions(query)
    .catch(() => []);

/** Line breaks are removed before use (SPEC.md 5); the answer is not read. */
export const reportReferralCode = async (code: string): Promise<void> => {
  const refCode = code.replace(/[\r\n]+/g, '');
  if (refCode === '') {
    return;
  }
  await api()
    .reportReferral(refCode)
    .catch(() => undefined);
};
