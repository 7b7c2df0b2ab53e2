import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { type Product, ProductSchema } from '../../../contracts/site-api.ts';
import { runEditorCheck } from '../shared/editor-checks.testing.ts';
import { productComparisonBlock } from './product-comparison.block.ts';
import { ProductComparison } from './product-comparison.tsx';
import { ProductComparisonConfigSchema } from './product-comparison.schema.ts';
import { sanitizeComparison } from './sanitize-comparison.ts';

const productsBySku: Record<string, Product> = Object.fromEntries(
  ['A', 'B', 'C', 'D', 'E'].map((letter, index) => [
    `LN-${letter}`,
    ProductSchema.parse({
      id: index + 1,
      sku: `LN-${letter}`,
      name: `Product ${letter}`,
      primaryImageUrl: `https://img.example.test/${letter}.webp`,
    }),
  ]),
);

const config = (overrides: Record<string, unknown> = {}) =>
  ProductComparisonConfigSchema.parse({
    title: 'Compare our multivitamins',
    rows: [{ rowTitle: 'Servings' }, { rowTitle: 'Vegan' }],
    products: [
      { sku: 'LN-A', productRows: [{ value: '<p>30</p>' }, { value: '<b>Yes</b>' }] },
      { sku: 'LN-B', productRows: [{ value: '<p>60</p>' }] },
    ],
    ...overrides,
  });

test('the schema requires a title and defaults rows, products and theme', () => {
  expect(ProductComparisonConfigSchema.safeParse({}).success).toBe(false);
  expect(ProductComparisonConfigSchema.safeParse({ title: '' }).success).toBe(false);
  expect(ProductComparisonConfigSchema.parse({ title: 'T' })).toEqual({
    title: 'T',
    theme: 'LIGHT',
    rows: [],
    products: [],
  });
});

test('columns show each product name and its image with alt text', () => {
  render(<ProductComparison config={config()} data={{ productsBySku }} />);
  expect(screen.getByRole('heading', { name: 'Compare our multivitamins' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /Product A/ })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Image of Product A' })).toHaveAttribute(
    'src',
    'https://img.example.test/A.webp',
  );
  expect(screen.getByRole('img', { name: 'Image of Product B' })).toBeInTheDocument();
});

test('row values map to rows by index, as rich HTML', () => {
  render(<ProductComparison config={config()} data={{ productsBySku }} />);
  const servings = screen.getByRole('row', { name: /Servings/ });
  const servingCells = within(servings).getAllByRole('cell');
  expect(servingCells.map((cell) => cell.textContent)).toEqual(['30', '60']);
  const vegan = within(screen.getByRole('row', { name: /Vegan/ })).getAllByRole('cell');
  expect(vegan[0]?.querySelector('b')).toHaveTextContent('Yes');
  expect(vegan[1]).toBeEmptyDOMElement();
});

test('at most 4 products are compared, and only those are fetched', () => {
  const products = ['A', 'B', 'C', 'D', 'E'].map((letter) => ({ sku: `LN-${letter}` }));
  render(<ProductComparison config={config({ products })} data={{ productsBySku }} />);
  expect(screen.getAllByRole('img')).toHaveLength(4);
  expect(screen.queryByRole('img', { name: 'Image of Product E' })).not.toBeInTheDocument();
  expect(productComparisonBlock.skus?.(config({ products }))).toEqual([
    'LN-A',
    'LN-B',
    'LN-C',
    'LN-D',
  ]);
});

test('the table scrolls sideways in a focusable, labelled region', () => {
  render(<ProductComparison config={config()} data={{ productsBySku }} />);
  const region = screen.getByRole('region', { name: 'Compare our multivitamins' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(within(region).getByRole('table')).toBeInTheDocument();
});

test('sanitizing strips scripts and event handlers from row values, keeping allowed markup', () => {
  const prepared = sanitizeComparison(
    config({
      products: [
        {
          sku: 'LN-A',
          productRows: [
            {
              value:
                '<p onclick="steal()">Safe <a href="/x" target="_blank" rel="noopener" style="color:red">link</a></p><script>alert(1)</script><img src=x onerror="steal()">',
            },
          ],
        },
      ],
    }),
  );
  expect(prepared.products[0]?.productRows[0]?.value).toBe(
    '<p>Safe <a href="/x" target="_blank" rel="noopener">link</a></p>',
  );
  expect(prepared.title).toBe('Compare our multivitamins');
});

test.each(['direct', 'in-editor'] as const)(
  'editor check (%s): a title over 50 characters is truncated to 50 with an alert',
  (mode) => {
    const check = (length: number) =>
      runEditorCheck(productComparisonBlock.inputs, 'title', { title: 't'.repeat(length) }, mode);
    const long = check(51);
    expect(long.options.get('title')).toBe('t'.repeat(50));
    expect(long.alerts).toEqual(['Maximum title length is 50 characters']);
    const fine = check(50);
    expect(fine.alerts).toEqual([]);
  },
);

test.each(['direct', 'in-editor'] as const)(
  'editor check (%s): more than 4 products are trimmed to 4 with an alert',
  (mode) => {
    const products = [1, 2, 3, 4, 5].map((n) => ({ sku: `LN-${n}` }));
    const many = runEditorCheck(productComparisonBlock.inputs, 'products', { products }, mode);
    expect(many.options.get('products')).toEqual(products.slice(0, 4));
    expect(many.alerts).toEqual(['Products are limited to 4 maximum']);
    const four = runEditorCheck(
      productComparisonBlock.inputs,
      'products',
      { products: products.slice(0, 4) },
      mode,
    );
    expect(four.options.get('products')).toHaveLength(4);
    expect(four.alerts).toEqual([]);
  },
);
