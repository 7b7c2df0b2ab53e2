import type { Cart } from '../../../contracts/site-api.ts';
import { CsrfSchema, SearchSuggestionsSchema } from '../../../contracts/site-api.ts';

// Placeholder so the islands compile; the site-API client replaces this file at merge.
export const addProductToCart = async (
  _productId: string | number,
  _quantity?: number,
): Promise<Cart> => {
  throw new Error('not implemented');
};

export const fetchSearchSuggestions = async (query: string): Promise<string[]> => {
  try {
    const url = new URL(
      `/search?q=${encodeURIComponent(query)}&format=json`,
      window.location.origin,
    );
    const response = await fetch(url, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Nuxt-Request-From': 'client' },
    });
    return SearchSuggestionsSchema.parse(await response.json()).page.resultsAvailableFor;
  } catch {
    return [];
  }
};

const siteApiHeaders = { 'X-Requested-With': 'XMLHttpRequest', 'X-Nuxt-Request-From': 'client' };

const submitWithCsrf = async (
  path: string,
  body: unknown,
): Promise<'ok' | 'csrf-missing' | 'failed'> => {
  const csrf = await fetch(new URL('/csrf', window.location.origin), { headers: siteApiHeaders })
    .then(async (response) => (response.ok ? CsrfSchema.parse(await response.json()) : undefined))
    .catch(() => undefined);
  if (!csrf) {
    return 'csrf-missing';
  }
  const response = await fetch(new URL(path, window.location.origin), {
    method: 'POST',
    headers: {
      ...siteApiHeaders,
      'content-type': 'application/json',
      [csrf.headerName]: csrf.token,
    },
    body: JSON.stringify(body),
  }).catch(() => undefined);
  return response?.ok ? 'ok' : 'failed';
};

export const submitNewsletterSignup = (email: string) =>
  submitWithCsrf('/email/multi/subscribe', {
    lists: ['footer-opt-ins'],
    messages: [],
    marketingChannel: true,
    email,
  });

export const submitSmsSignup = (body: {
  phoneNumber: string;
  marketingTexts: boolean;
  transactionalTexts: boolean;
}) => submitWithCsrf('/sms/subscribe', body);
