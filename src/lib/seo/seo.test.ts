import { expect, test } from 'vitest';
import { products } from '../../../fixtures/products.ts';
import { DEFAULT_KNOWN_LOCALES } from '../locale.ts';
import { currencyFor } from '../price.ts';
import { priceAmount, productJsonLd, serializeJsonLd, webSiteJsonLd } from './json-ld.ts';
import { BRAND_DESCRIPTION, buildPageMetadata, headingFromTitle, pageTitle } from './metadata.ts';
import { buildRobotsTxt, buildSitemapXml } from './sitemap.ts';

const absolute = (path: string) => new URL(path, 'https://shop.test').href;

test('no field can close the script: < > & and line separators are escaped, the value is unchanged', () => {
  const hostile = '</script><script>alert(1)</script> & <!-- \u2028';
  const text = serializeJsonLd({
    '@context': 'https://schema.org',
    '@type': 'Thing',
    name: hostile,
  });
  expect(text).not.toMatch(/[<>&\u2028]/);
  expect(JSON.parse(text)).toMatchObject({ name: hostile });
});

test('the page title is "{title} | {brand}", kept when it names the brand, the brand alone when empty', () => {
  expect(pageTitle('Carousels')).toBe('Carousels | Lumen Nutrition');
  expect(pageTitle('Our science | Lumen Nutrition')).toBe('Our science | Lumen Nutrition');
  expect(pageTitle('  ')).toBe('Lumen Nutrition');
  expect(pageTitle(undefined)).toBe('Lumen Nutrition');
});

test('empty fields take the brand defaults; the image is made absolute', () => {
  const metadata = buildPageMetadata({
    fields: { title: 'Forms', description: '', image: '/images/x.png' },
    url: 'https://shop.test/forms',
    absolute,
    noindex: false,
  });
  expect(metadata).toEqual({
    title: 'Forms | Lumen Nutrition',
    description: BRAND_DESCRIPTION,
    image: 'https://shop.test/images/x.png',
    url: 'https://shop.test/forms',
    noindex: false,
  });
});

test("a page's heading is its title without the brand part search results carry", () => {
  expect(headingFromTitle('Carousels | Lumen Nutrition')).toBe('Carousels');
  expect(headingFromTitle('Lumen Nutrition | Feel the difference')).toBe('Feel the difference');
  expect(headingFromTitle('Lumen Nutrition')).toBe('Lumen Nutrition');
  expect(headingFromTitle(undefined)).toBe('Lumen Nutrition');
});

test('an SVG entry image gives way to the brand raster image, which link previews show', () => {
  const absolute = (path: string) => `https://shop.test${path}`;
  for (const image of ['/images/content/hero.svg', '/images/x.SVG?v=2', undefined]) {
    expect(
      buildPageMetadata({ fields: { image }, url: 'https://shop.test/', absolute, noindex: false })
        .image,
    ).toBe('https://shop.test/images/social/lumen-nutrition-1200x630.jpg');
  }
});

test('a Product has its name, image, sku, offer in the locale currency and rating when reviewed', () => {
  const product = { ...products[0]!, price: '$1,039.50' };
  expect(productJsonLd(product, { currency: currencyFor('en-CA'), absolute })).toMatchObject({
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    image: absolute(product.primaryImageUrl),
    offers: { '@type': 'Offer', price: '1039.50', priceCurrency: 'CAD' },
    aggregateRating: { ratingValue: product.reviewSummary.averageRating },
  });
  const unrated = productJsonLd(
    { ...product, reviewSummary: { reviewCount: 0, averageRating: 0 } },
    { currency: 'USD', absolute },
  );
  expect(unrated).not.toHaveProperty('aggregateRating');
  expect(priceAmount('Call us')).toBeUndefined();
});

test('the WebSite searches /search?q=', () => {
  expect(webSiteJsonLd({ name: 'Lumen', url: 'https://shop.test/' })).toMatchObject({
    potentialAction: {
      '@type': 'SearchAction',
      target: { urlTemplate: 'https://shop.test/search?q={search_term_string}' },
    },
  });
});

test('the sitemap lists each path with its hreflang alternates and x-default, XML-escaped', () => {
  const us = DEFAULT_KNOWN_LOCALES[0]!;
  const ca = { ...us, code: 'en-CA', country: { ...us.country, code: 'CA', name: 'Canada' } };
  const xml = buildSitemapXml({
    origin: 'https://shop.test',
    paths: ['/', '/a&b'],
    locales: [us, ca],
  });
  expect(xml.match(/<loc>[^<]*<\/loc>/g)).toEqual([
    '<loc>https://shop.test/</loc>',
    '<loc>https://shop.test/a&amp;b</loc>',
  ]);
  expect(xml).toContain(
    '<xhtml:link rel="alternate" hreflang="en-CA" href="https://shop.test/a&amp;b?locale=en-CA"/>',
  );
  expect(xml).toContain(
    '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.test/"/>',
  );
});

test('robots.txt keeps query variants and previews out and points at the sitemap', () => {
  const robots = buildRobotsTxt('https://shop.test');
  expect(robots).toContain('Disallow: /*?\n');
  expect(robots).toContain('Disallow: /*builder.preview\n');
  expect(robots).toContain('Allow: /*?locale=\n');
  expect(robots).toContain('Sitemap: https://shop.test/sitemap.xml');
});
