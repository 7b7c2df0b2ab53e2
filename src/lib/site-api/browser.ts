import type { Cart } from '../../../contracts/site-api.ts';
import { SearchSuggestionsSchema } from '../../../contracts/site-api.ts';

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
