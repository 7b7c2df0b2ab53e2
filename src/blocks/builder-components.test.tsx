import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ProductSchema } from '../../contracts/site-api.ts';
import { builderComponentFor, builderComponents } from './builder-components.tsx';
import { blockRegistry, findBlock } from './registry.ts';

const vitaminD = ProductSchema.parse({ id: 7, sku: 'LN-7', name: 'Vitamin D3', price: '$12.00' });

const adapterOf = (name: string) => {
  const definition = findBlock(name);
  if (!definition) {
    throw new Error(`no block ${name}`);
  }
  return builderComponentFor(definition);
};

test('registers every block with its name, inputs and insert-menu visibility', () => {
  expect(
    builderComponents.map(({ name, inputs, hideFromInsertMenu }) => ({
      name,
      inputs,
      hideFromInsertMenu,
    })),
  ).toEqual(
    blockRegistry.map(({ name, inputs, hideFromInsertMenu }) => ({
      name,
      inputs,
      hideFromInsertMenu,
    })),
  );
  expect(builderComponents.find(({ name }) => name === 'Product Carousel')).toMatchObject({
    hideFromInsertMenu: true,
  });
  for (const registered of builderComponents) {
    expect(registered.shouldReceiveBuilderProps).toEqual({ builderContext: true });
  }
});

test('valid options render the block, with the products from the content data', () => {
  const V2ProductCarousel = adapterOf('v2 Product Carousel');
  render(
    <V2ProductCarousel
      title="Best sellers"
      products={[{ sku: 'LN-7' }]}
      builderContext={{ rootState: { productsBySku: { 'LN-7': vitaminD }, locale: 'en-US' } }}
      attributes={{}}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Best sellers' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Vitamin D3' })).toBeInTheDocument();
});

test('without product data a SKU block renders nothing, without throwing or a notice', () => {
  const ProductBanner = adapterOf('Product Banner');
  const { container } = render(<ProductBanner productSku="LN-7" />);
  expect(container).toBeEmptyDOMElement();
});

test('invalid options render the notice naming the block and the field', () => {
  const StoryCard = adapterOf('Story Card');
  render(
    <StoryCard
      slides={[{ header1: 'Sleep better' }]}
      builderContext={{ rootState: { productsBySku: {} } }}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Story Card: slides.0.subTitle is required');
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
});
