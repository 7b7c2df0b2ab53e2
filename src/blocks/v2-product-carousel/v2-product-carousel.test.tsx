import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ProductSchema } from '../../../contracts/site-api.ts';
import { v2ProductCarouselBlock } from './v2-product-carousel.block.ts';
import { mergeProduct, V2ProductCarousel } from './v2-product-carousel.tsx';
import { V2ProductCarouselSchema } from './v2-product-carousel.schema.ts';

const omega = ProductSchema.parse({
  id: 42,
  sku: 'LN-42',
  name: 'Omega Balance',
  url: '/products/omega-balance',
  price: '$39.00',
  primaryImageUrl: 'https://cdn.example/omega.png',
  shortDescription: 'Fish oil\u00a0softgels',
  reviewSummary: { reviewCount: 120, averageRating: 4.5 },
});

const renderCarousel = (options: unknown) =>
  render(
    <V2ProductCarousel
      config={V2ProductCarouselSchema.parse(options)}
      data={{ productsBySku: { 'LN-42': omega } }}
    />,
  );

test('shows a card per known SKU and leaves out unknown ones', () => {
  renderCarousel({
    title: 'Best sellers',
    products: [{ sku: 'LN-42', tag: 'Best seller' }, { sku: 'LN-404' }],
  });
  const carousel = screen.getByRole('region', { name: 'Best sellers' });
  expect(within(carousel).getAllByRole('group')).toHaveLength(1);
  expect(
    within(carousel).getByRole('link', {
      // without the page's styles, the words a hidden price gives way to are read too
      name: /^Omega Balance, Fish oil softgels, \$39\.00.*, Best seller, 4\.5 Stars$/,
    }),
  ).toHaveAttribute('href', '/products/omega-balance');
  expect(within(carousel).getByRole('img', { name: 'Omega Balance' })).toHaveAttribute(
    'src',
    'https://cdn.example/omega.png',
  );
});

test('a SKU named like an Object method (valueOf, constructor) that was not fetched has no card', () => {
  renderCarousel({
    title: 'Best sellers',
    products: [{ sku: 'valueOf' }, { sku: 'LN-42' }, { sku: 'constructor' }],
  });
  const carousel = screen.getByRole('region', { name: 'Best sellers' });
  expect(within(carousel).getAllByRole('group')).toHaveLength(1);
});

test('configured non-empty values override the fetched product', () => {
  expect(mergeProduct(omega, { sku: 'LN-42', info: 'Heart health', tag: 'New' })).toMatchObject({
    id: 42,
    name: 'Omega Balance',
    info: 'Heart health',
    tag: 'New',
    price: '$39.00',
    rating: 4.5,
  });
  const plain = mergeProduct(omega, { sku: 'LN-42', info: '', tag: '' });
  expect(plain.info).toBe('');
  expect(plain.tag).toBeUndefined();
  expect(plain.shortDescription).toBe('Fish oil\u00a0softgels');
});

test('names its SKUs for the page to fetch', () => {
  const config = V2ProductCarouselSchema.parse({ products: [{ sku: 'A' }, { sku: 'B' }] });
  expect(v2ProductCarouselBlock.skus?.(config)).toEqual(['A', 'B']);
});

test('sku is required on every product', () => {
  const result = V2ProductCarouselSchema.safeParse({ products: [{ tag: 'New' }] });
  expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['products.0.sku', 'is required'],
  ]);
  expect(V2ProductCarouselSchema.parse({})).toEqual({ theme: 'LIGHT', title: '', products: [] });
});
