import { render, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { CmsBlockSchema, type CmsBlock } from '../../contracts/cms.ts';
import { ProductSchema } from '../../contracts/site-api.ts';
import { parseBlockConfig } from './parse-block-config.ts';
import { parseBlockTree } from './block-tree.ts';
import { RenderBlocks } from './render-blocks.tsx';
import { storyCardBlock } from './story-card/story-card.block.ts';

const noData = { productsBySku: {} };

const storyCard = (id: string, slide: Record<string, unknown>): CmsBlock => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Story Card', options: { slides: [slide] } },
});

const skuCarousel = (id: string, skus: string[]): CmsBlock => ({
  id,
  component: {
    name: 'v2 Product Carousel',
    options: { title: 'Best sellers', products: skus.map((sku) => ({ sku })) },
  },
});

test('renders a valid block inside an element carrying its id', () => {
  const { container } = render(
    <RenderBlocks
      tree={parseBlockTree([
        storyCard('builder-valid', { header1: 'Sleep better', subTitle: 'Calm nights' }),
      ])}
      data={noData}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Sleep better' })).toBeInTheDocument();
  expect(container.querySelector('[data-block-id="builder-valid"]')).toContainElement(
    screen.getByRole('heading', { name: 'Sleep better' }),
  );
});

test('hides an invalid block from shoppers and logs it once', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const blocks = [storyCard('builder-broken', { subTitle: 'No heading' })];
  const { container } = render(<RenderBlocks tree={parseBlockTree(blocks)} data={noData} />);
  render(<RenderBlocks tree={parseBlockTree(blocks)} data={noData} />);
  expect(container).toBeEmptyDOMElement();
  expect(screen.queryByText('No heading')).not.toBeInTheDocument();
  expect(warn).toHaveBeenCalledExactlyOnceWith(
    'CMS block builder-broken skipped: Story Card: slides.0.header1 is required',
  );
});

test('a bad colour or URL is dropped and logged once; the block still renders', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const blocks = [
    storyCard('builder-hostile', {
      header1: 'Sleep better',
      subTitle: 'Calm nights',
      callToAction: { url: 'data:text/html,<script>alert(1)</script>', label: 'Read' },
      media: { url: 'vbscript:msgbox', tintColor: 'red;position:fixed', altText: 'Moon' },
    }),
  ];
  const { container } = render(<RenderBlocks tree={parseBlockTree(blocks)} data={noData} />);
  render(<RenderBlocks tree={parseBlockTree(blocks)} data={noData} />);
  expect(within(container).getByRole('heading', { name: 'Sleep better' })).toBeInTheDocument();
  const html = container.innerHTML;
  for (const hostile of ['data:text', 'vbscript', 'position:fixed', 'position: fixed']) {
    expect(html).not.toContain(hostile);
  }
  expect(warn.mock.calls.map(([line]) => String(line)).sort()).toEqual([
    '[cms] Story Card builder-hostile: slides.0.callToAction.url dropped, not a valid value: "data:text/html,<script>alert(1)</script>"',
    '[cms] Story Card builder-hostile: slides.0.media.tintColor dropped, not a valid value: "red;position:fixed"',
    '[cms] Story Card builder-hostile: slides.0.media.url dropped, not a valid value: "vbscript:msgbox"',
  ]);
  warn.mockRestore();
});

test('ignores unknown blocks and renders the common built-ins', () => {
  const blocks: CmsBlock[] = [
    { id: 'a', component: { name: 'Mystery Widget', options: { text: 'hidden' } } },
    { id: 'b', component: { name: 'Text', options: { text: '<p>Hello <b>there</b></p>' } } },
    {
      id: 'c',
      children: [
        {
          id: 'd',
          component: { name: 'Image', options: { image: '/a.png', altText: 'Capsules' } },
        },
      ],
    },
  ];
  render(<RenderBlocks tree={parseBlockTree(blocks)} data={noData} />);
  expect(screen.queryByText('hidden')).not.toBeInTheDocument();
  expect(screen.getByText('there').tagName).toBe('B');
  expect(screen.getByRole('img', { name: 'Capsules' })).toHaveAttribute('src', '/a.png');
});

test('renders products the page fetched for a SKU block', () => {
  const product = ProductSchema.parse({ id: 7, sku: 'LN-7', name: 'Vitamin D3', price: '$12.00' });
  render(
    <RenderBlocks
      tree={parseBlockTree([skuCarousel('builder-skus', ['LN-7'])])}
      data={{ productsBySku: { 'LN-7': product } }}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Best sellers' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Vitamin D3' })).toBeInTheDocument();
});

test('a script in a published comparison row never reaches the rendered HTML', () => {
  const product = ProductSchema.parse({ id: 1, sku: 'LN-A', name: 'Multi A' });
  const comparison: CmsBlock = {
    id: 'builder-comparison',
    component: {
      name: 'Product Comparison',
      options: {
        title: 'Compare',
        rows: [{ rowTitle: 'Servings' }],
        products: [
          {
            sku: 'LN-A',
            productRows: [
              { value: '<b>30</b><script>steal()</script><img src="x" onerror="steal()">' },
            ],
          },
        ],
      },
    },
  };
  const { container } = render(
    <RenderBlocks
      tree={parseBlockTree([comparison])}
      data={{ productsBySku: { 'LN-A': product } }}
    />,
  );
  const [servings] = within(screen.getByRole('row', { name: /Servings/ })).getAllByRole('cell');
  expect(servings?.querySelector('b')).toHaveTextContent('30');
  expect(container.querySelector('script')).toBeNull();
  expect(container.innerHTML).not.toContain('steal()');
});

test('collects every SKU once, from nested blocks too, skipping invalid blocks', () => {
  const blocks: CmsBlock[] = [
    skuCarousel('one', ['LN-1', 'LN-2']),
    { id: 'box', children: [skuCarousel('two', ['LN-2', 'LN-3'])] },
    skuCarousel('bad', ['']),
    storyCard('story', { header1: 'x', subTitle: 'y' }),
    {
      id: 'banner',
      component: { name: 'Product Banner', options: { productSku: 'LN-9' } },
    },
  ];
  expect(parseBlockTree(blocks).products).toEqual({
    batch: ['LN-1', 'LN-2', 'LN-3'],
    featured: ['LN-9'],
  });
});

test('parses a configuration with its defaults', () => {
  expect(parseBlockConfig(storyCardBlock, undefined)).toEqual({
    success: true,
    config: { theme: 'DARK', slides: [] },
  });
});

const hero = (id: string, line1?: string): CmsBlock => ({
  id,
  component: { name: 'Hero Card', options: { header: line1 ? { line1 } : {} } },
});

const headline = (id: string, text: string): CmsBlock => ({
  id,
  component: { name: 'Headline', options: { headline: text } },
});

test('the first block with a headline holds the page h1; later ones are h2', () => {
  const blocks = [
    hero('hero-no-text'),
    { id: 'section', children: [headline('first', 'Our science')] },
    hero('hero-later', 'Made for you'),
    headline('second', 'Questions'),
  ];
  const tree = parseBlockTree(blocks);
  expect(tree.heading?.block.id).toBe('first');
  render(<RenderBlocks tree={tree} data={noData} />);
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
    'Our science',
  ]);
  expect(screen.getByRole('heading', { level: 2, name: 'Made for you' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Questions' })).toBeInTheDocument();
});

test('a page without a headline block has no page heading block', () => {
  expect(parseBlockTree([hero('hero-no-text'), storyCard('s', { header1: 'A' })]).heading).toBe(
    undefined,
  );
});

test('a page parses each nested block once, for its products, its heading and its markup alike', () => {
  const nested: CmsBlock = {
    id: 'box',
    component: { name: 'Box' },
    children: [skuCarousel('inner', ['LN-1']), storyCard('story', { header1: 'A' })],
  };
  const parse = vi.spyOn(CmsBlockSchema, 'safeParse');
  const tree = parseBlockTree([nested]);
  render(<RenderBlocks tree={tree} data={noData} />);
  expect(tree.products.batch).toEqual(['LN-1']);
  expect(parse).toHaveBeenCalledTimes(2);
  parse.mockRestore();
});
