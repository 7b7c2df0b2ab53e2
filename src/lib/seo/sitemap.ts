import { buildLocaleLinks, type KnownLocale } from '../locale.ts';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

/**
 * sitemap.xml: one <url> per CMS page path, each with its hreflang alternates (one per
 * locale, as the pages' own links give them) and x-default.
 */
export const buildSitemapXml = ({
  origin,
  paths,
  locales,
}: {
  origin: string;
  paths: readonly string[];
  locales: readonly KnownLocale[];
}): string => {
  const urls = paths.map((path) => {
    const page = new URL(path, origin);
    const links = buildLocaleLinks({ url: page, known: locales, current: '' });
    const alternates = [...links.alternates, { hreflang: 'x-default', href: links.xDefault }].map(
      (link) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`,
    );
    return [`  <url>`, `    <loc>${escapeXml(page.href)}</loc>`, ...alternates, `  </url>`].join(
      '\n',
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
};

/**
 * robots.txt: everything but query variants (tracking, search, CMS previews) and the
 * non-page routes; the ?locale= variants stay crawlable since the hreflang links name
 * them. Crawlers apply the longest matching rule: `?locale=` beats `?`, and a preview
 * rule beats `?locale=`.
 */
export const buildRobotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Allow: /*?locale=',
    'Disallow: /*?',
    'Disallow: /*builder.preview',
    'Disallow: /*builder.overrides',
    'Disallow: /api/',
    'Disallow: /__mocks/',
    'Disallow: /cart',
    'Disallow: /search',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
