/**
 * Every editor-side check of docs/behaviour.md#validation, attached to inputs as `onChange`.
 * Builder sends them to the editor as `Function.prototype.toString()` text and runs them there
 * with the block's options as a Map, so each one must stand alone: no imports, no module
 * variables, no helper functions, nothing a bundler would rewrite into a helper call. That is
 * why the limits are written into each check rather than passed to a shared one.
 *
 * The words are docs/behaviour.md#validation's, and so is their one rule: a check that only
 * warns says "maximum …" in lower case; a check that also cuts the value down to the limit
 * starts with a capital ("Maximum …", "Products are limited …").
 */

export const checkTitleLength = (options: Map<string, unknown>) => {
  const title = options.get('title');
  if (typeof title === 'string' && title.length > 40) {
    alert('maximum title length is 40 characters');
  }
};

// List items arrive as Maps in the editor and as plain objects elsewhere; MobX arrays
// are not always real arrays, so only a length is relied on.
export const checkProductRatings = (options: Map<string, unknown>) => {
  const products = options.get('products') as ArrayLike<unknown> | null | undefined;
  if (!products || typeof products.length !== 'number') {
    return;
  }
  for (let index = 0; index < products.length; index += 1) {
    const product = products[index] as
      { get?: (key: string) => unknown; rating?: unknown } | null | undefined;
    const rating =
      product && typeof product.get === 'function' ? product.get('rating') : product?.rating;
    if (typeof rating === 'number' && (rating < 0 || rating > 5)) {
      alert('rating must be between 0 and 5');
      return;
    }
  }
};

export const checkHeadlineLength = (options: Map<string, unknown>) => {
  const value = options.get('headline');
  if (typeof value === 'string' && value.length > 40) {
    alert('maximum headline length is 40 characters');
  }
};

export const checkSubHeadlineLength = (options: Map<string, unknown>) => {
  const value = options.get('subHeadline');
  if (typeof value === 'string' && value.length > 240) {
    alert('maximum sub-headline length is 240 characters');
  }
};

export const cutValuePropositionHeader = (options: Map<string, unknown>) => {
  const value = options.get('header');
  if (typeof value === 'string' && value.length > 40) {
    options.set('header', value.slice(0, 40));
    alert('Maximum header length is 40 characters');
  }
};

export const cutComparisonTitle = (options: Map<string, unknown>) => {
  const value = options.get('title');
  if (typeof value === 'string' && value.length > 50) {
    options.set('title', value.slice(0, 50));
    alert('Maximum title length is 50 characters');
  }
};

export const cutComparedProducts = (options: Map<string, unknown>) => {
  // the editor may hand an observable array, which Array.isArray need not recognise
  const value = options.get('products') as unknown[] | undefined;
  if (value && value.length > 4) {
    options.set('products', value.slice(0, 4));
    alert('Products are limited to 4 maximum');
  }
};
