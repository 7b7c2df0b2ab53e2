import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ProductSchema } from '../../../contracts/site-api.ts';
import { productBannerBlock } from './product-banner.block.ts';
import { ProductBanner, productBannerClasses } from './product-banner.tsx';
import { ProductBannerConfigSchema } from './product-banner.schema.ts';

const product = ProductSchema.parse({
  id: 101,
  sku: 'LN-OMEGA',
  name: 'Omega-3 Fish Oil',
  url: '/products/dp/omega',
  price: '$39.00',
  primaryImageUrl: 'https://img.example.test/omega.webp',
  shortDescription: 'Pure, sustainably sourced omega-3s.',
  reviewSummary: { reviewCount: 12, averageRating: 4.5 },
});

const renderBanner = (config: Record<string, unknown>) =>
  render(
    <ProductBanner
      config={ProductBannerConfigSchema.parse({ productSku: 'LN-OMEGA', ...config })}
      data={{ productsBySku: { 'LN-OMEGA': product } }}
    />,
  );

test('the schema requires a productSku and defaults flow, alignment, theme and the button', () => {
  expect(ProductBannerConfigSchema.safeParse({}).success).toBe(false);
  expect(ProductBannerConfigSchema.safeParse({ productSku: '' }).success).toBe(false);
  expect(ProductBannerConfigSchema.parse({ productSku: 'A' })).toEqual({
    productSku: 'A',
    theme: 'LIGHT',
    contentFlow: 'NORMAL',
    contentAlignment: 'LEFT',
    showAddToCartButton: true,
  });
});

test('the page fetches exactly the configured product, on its own', () => {
  const config = ProductBannerConfigSchema.parse({ productSku: 'LN-OMEGA' });
  expect(productBannerBlock.featuredProductSku?.(config)).toBe('LN-OMEGA');
  expect(productBannerBlock.skus).toBeUndefined();
});

test('shows name, short description, price, image and an Add to Cart button', () => {
  renderBanner({});
  expect(screen.getByRole('heading', { name: 'Omega-3 Fish Oil' })).toBeInTheDocument();
  expect(screen.getByText('Pure, sustainably sourced omega-3s.')).toBeInTheDocument();
  expect(screen.getByText('$39.00')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Omega-3 Fish Oil' })).toHaveAttribute(
    'src',
    'https://img.example.test/omega.webp',
  );
  expect(screen.getByRole('button', { name: /add to cart/i })).toBeInTheDocument();
});

test('img overrides the primary image', () => {
  renderBanner({ img: 'https://cms.example.test/omega-banner.jpg' });
  expect(screen.getByRole('img', { name: 'Omega-3 Fish Oil' })).toHaveAttribute(
    'src',
    'https://cms.example.test/omega-banner.jpg',
  );
});

test('an emptied img field falls back on the primary image', () => {
  renderBanner({ img: '' });
  expect(screen.getByRole('img', { name: 'Omega-3 Fish Oil' })).toHaveAttribute(
    'src',
    'https://img.example.test/omega.webp',
  );
});

test('without showAddToCartButton there is no button', () => {
  renderBanner({ showAddToCartButton: false });
  expect(screen.queryByRole('button', { name: /add to cart/i })).not.toBeInTheDocument();
});

test('an unknown SKU renders nothing', () => {
  const { container } = render(
    <ProductBanner
      config={ProductBannerConfigSchema.parse({ productSku: 'LN-NOPE' })}
      data={{ productsBySku: { 'LN-OMEGA': product } }}
    />,
  );
  expect(container).toBeEmptyDOMElement();
});

test('a SKU named like an Object method (valueOf) the site API did not answer renders nothing', () => {
  const { container } = render(
    <ProductBanner
      config={ProductBannerConfigSchema.parse({ productSku: 'valueOf' })}
      data={{ productsBySku: { 'LN-OMEGA': product } }}
    />,
  );
  expect(container).toBeEmptyDOMElement();
});

test('a product image address starting with `$` is written relative to the page, as `./$…`', () => {
  render(
    <ProductBanner
      config={ProductBannerConfigSchema.parse({ productSku: 'LN-OMEGA' })}
      data={{ productsBySku: { 'LN-OMEGA': { ...product, primaryImageUrl: '$3#omega.jpg' } } }}
    />,
  );
  expect(screen.getByRole('img', { name: 'Omega-3 Fish Oil' })).toHaveAttribute(
    'src',
    './$3#omega.jpg',
  );
});

test('content flow REVERSE and alignment CENTER apply their layout', () => {
  const { container } = renderBanner({ contentFlow: 'REVERSE', contentAlignment: 'CENTER' });
  expect(container.firstElementChild).toHaveClass(productBannerClasses.reverse);
  expect(screen.getByRole('heading').parentElement).toHaveClass(productBannerClasses.centered);
});

test('a product without an id is still shown, with its Add to Cart button', () => {
  render(
    <ProductBanner
      config={ProductBannerConfigSchema.parse({ productSku: 'LN-OMEGA' })}
      data={{ productsBySku: { 'LN-OMEGA': ProductSchema.parse({ ...product, id: undefined }) } }}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Omega-3 Fish Oil' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
});
