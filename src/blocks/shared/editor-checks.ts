/**
 * Editor-side checks of docs/behaviour.md#validation, attached to inputs as `onChange`. Builder sends
 * them to the editor as `Function.prototype.toString()` text and runs them there with
 * the block's options as a Map, so each one must stand alone: no imports, no module
 * variables, no helper functions, nothing a bundler would rewrite into a helper call.
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
