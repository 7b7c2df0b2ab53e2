import sanitizeHtml from 'sanitize-html';
import type { ProductComparisonConfig } from './product-comparison.schema.ts';

// Server only: sanitize-html is too heavy for the browser bundle (see server-prepare.ts).
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'br', 'span', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
};

/** The comparison with every rich-text row value reduced to the allowed tags and attributes. */
export const sanitizeComparison = (config: ProductComparisonConfig): ProductComparisonConfig => ({
  ...config,
  products: config.products.map((product) => ({
    ...product,
    productRows: product.productRows.map((row) => ({ value: sanitizeHtml(row.value, options) })),
  })),
});
