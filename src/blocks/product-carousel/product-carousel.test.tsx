import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createProduct } from '../../../fixtures/products.ts';
import { runEditorCheck } from '../shared/editor-checks.testing.ts';
import { productCarouselBlock } from './product-carousel.block.ts';
import { pricedProduct, ProductCarousel } from './product-carousel.tsx';
import { ProductCarouselSchema } from './product-carousel.schema.ts';

test('shows the title and a card per configured product', () => {
  const config = ProductCarouselSchema.parse({
    title: 'Staff picks',
    products: [
      { id: 1, name: 'Omega', info: 'Heart health', price: '$39.00', rating: 4.5, url: '/p/1' },
      { id: 2, name: 'Zinc', price: '$9.00', tag: 'New', url: '/p/2' },
    ],
  });
  render(<ProductCarousel config={config} data={{ productsBySku: {} }} />);
  const carousel = screen.getByRole('region', { name: 'Staff picks' });
  expect(screen.getByRole('heading', { level: 2, name: 'Staff picks' })).toBeInTheDocument();
  expect(
    within(carousel).getByRole('link', { name: 'Omega, Heart health, $39.00, 4.5 Stars' }),
  ).toHaveAttribute('href', '/p/1');
  expect(within(carousel).getByText('New')).toHaveStyle({
    background: '#000000',
    color: '#FFFFFF',
  });
  expect(within(carousel).getByText('(0/5)')).toBeInTheDocument();
  expect(within(carousel).getByRole('button', { name: 'Add Zinc to cart' })).toBeInTheDocument();
});

test('every field is optional, with the documented defaults', () => {
  const config = ProductCarouselSchema.parse({ products: [{}] });
  expect(config).toMatchObject({ theme: 'LIGHT', title: '' });
  expect(config.products[0]).toMatchObject({
    rating: 0,
    tagColor: '#000000',
    tagTextColor: '#FFFFFF',
  });
  expect(ProductCarouselSchema.safeParse({ products: [{ id: 'x' }] }).success).toBe(false);
});

test('is deprecated: hidden from the insert menu', () => {
  expect(productCarouselBlock.name).toBe('Product Carousel');
  expect(productCarouselBlock.hideFromInsertMenu).toBe(true);
});

test.each(['direct', 'in-editor'] as const)(
  'editor check (%s): a title over 40 characters and a rating outside 0 to 5 alert',
  (mode) => {
    const { inputs } = productCarouselBlock;
    expect(runEditorCheck(inputs, 'title', { title: 'x'.repeat(41) }, mode).alerts).toEqual([
      'maximum title length is 40 characters',
    ]);
    expect(
      runEditorCheck(inputs, 'products', { products: [new Map([['rating', 6]])] }, mode).alerts,
    ).toEqual(['rating must be between 0 and 5']);
  },
);

describe('one price per product and market', () => {
  const typed = ProductCarouselSchema.parse({
    title: 'Staff picks',
    products: [
      { id: 1, sku: 'LN-OMEGA3-60', name: 'Omega', price: '$34.00', url: '/p/1' },
      { id: 2, name: 'Zinc', price: '$9.00', url: '/p/2' },
    ],
  }).products;
  const omega = createProduct({ id: 1001, sku: 'LN-OMEGA3-60', price: 'CA$47.00' });

  test("a product the site API knows by its SKU shows the site API's price", () => {
    const data = { productsBySku: { [omega.sku]: omega }, currency: 'CAD' as const };
    expect(pricedProduct(typed[0]!, data)).toMatchObject({ id: 1001, price: 'CA$47.00' });
  });

  test('a typed price shows to a shopper paying in US dollars and in the preview, no one else', () => {
    expect(pricedProduct(typed[1]!, { productsBySku: {}, currency: 'USD' }).price).toBe('$9.00');
    expect(pricedProduct(typed[1]!, { productsBySku: {} }).price).toBe('$9.00');
    expect(pricedProduct(typed[1]!, { productsBySku: {}, currency: 'CAD' }).price).toBe('');
    // a SKU the site API did not answer counts as none
    expect(pricedProduct(typed[0]!, { productsBySku: {}, currency: 'CAD' }).price).toBe('');
  });

  test('the block asks the site API for the SKUs it names, and only those', () => {
    expect(
      productCarouselBlock.skus?.(
        ProductCarouselSchema.parse({ products: [...typed, { sku: ' ' }] }),
      ),
    ).toEqual(['LN-OMEGA3-60']);
  });
});
