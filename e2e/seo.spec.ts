import { expect, test } from '@playwright/test';
import { pageEntries } from '../fixtures/cms-pages.ts';

/*
 * Search-engine metadata over HTTP against the production server (mocks on): every
 * fixture page, the home page's and the Product Banner's JSON-LD, sitemap and robots.
 */
const fixturePaths = [...new Set(pageEntries.flatMap((entry) => [entry.data.url ?? []].flat()))];

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(head(html))?.[1];
const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].flatMap(
    (match) => JSON.parse(match[1] ?? '[]') as { '@type': string; [key: string]: unknown }[],
  );

for (const path of fixturePaths) {
  test(`${path} has a title, a description, Open Graph and Twitter tags, and noindex while mocked`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    // per visitor: no CDN may keep it for the next one
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(response.headers()['vary']).toMatch(/Cookie/);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(head(html))?.[1];
    expect(title).toMatch(/Lumen Nutrition/);
    expect(metaContent(html, 'name', 'description')).toBeTruthy();
    expect(metaContent(html, 'property', 'og:title')).toBe(title);
    // a raster image that answers: link previews show no SVG
    const image = new URL(metaContent(html, 'property', 'og:image') ?? '');
    expect(image.pathname).toMatch(/\.(png|jpe?g|webp)$/);
    expect(metaContent(html, 'name', 'twitter:image')).toBe(image.href);
    const picture = await request.get(image.pathname);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\/(png|jpeg|webp)/);
    expect(new URL(metaContent(html, 'property', 'og:url') ?? '').pathname).toBe(path);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:title')).toBe(title);
    expect(metaContent(html, 'name', 'robots')).toBe('noindex');
  });
}

test('the home page describes the organisation and the site, with a search action', async ({
  request,
}) => {
  const blocks = jsonLdBlocks(await (await request.get('/')).text());
  expect(blocks.map((block) => block['@type'])).toEqual(['Organization', 'WebSite']);
  expect(blocks[1]).toMatchObject({
    potentialAction: {
      '@type': 'SearchAction',
      target: { urlTemplate: expect.stringMatching(/\/search\?q=\{search_term_string\}$/) },
    },
  });
});

test("a Product Banner's product is a Product with its offer and rating", async ({ request }) => {
  const html = await (await request.get('/blocks/carousels')).text();
  const [product] = jsonLdBlocks(html).filter((block) => block['@type'] === 'Product');
  expect(product).toMatchObject({
    sku: expect.any(String),
    name: expect.any(String),
    image: expect.stringMatching(/^https?:\/\//),
    offers: {
      '@type': 'Offer',
      price: expect.stringMatching(/^\d+(\.\d+)?$/),
      priceCurrency: 'USD',
    },
    aggregateRating: { '@type': 'AggregateRating' },
  });
});

test('error pages are noindex', async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(metaContent(await response.text(), 'name', 'robots')).toBe('noindex');
});

test("the sitemap lists exactly the CMS's pages, each with en-US and en-CA alternates", async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  expect(response.headers()['cache-control']).toBe('public, max-age=300');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  expect(locs.sort()).toEqual([...fixturePaths].sort());
  for (const hreflang of ['en-US', 'en-CA', 'x-default']) {
    expect(xml.match(new RegExp(`hreflang="${hreflang}"`, 'g'))).toHaveLength(fixturePaths.length);
  }
});

test('robots.txt points at the sitemap and keeps previews and query variants out', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  expect(robots).toMatch(/^Disallow: \/\*\?$/m);
  expect(robots).toMatch(/^Disallow: \/\*builder\.preview$/m);
});
