import type { Product } from '../../../contracts/site-api.ts';
import { scriptSafeJson } from '../script-safe-json.ts';

/** Structured data (schema.org JSON-LD) for search engines. */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

/** Structured data for a <script type="application/ld+json"> element. */
export const serializeJsonLd = (data: JsonLd | JsonLd[]): string => scriptSafeJson(data);

export const organizationJsonLd = ({
  name,
  url,
  logo,
}: {
  name: string;
  url: string;
  logo: string;
}): JsonLd => ({ '@context': 'https://schema.org', '@type': 'Organization', name, url, logo });

/** The site, with a sitelinks search box that searches /search?q=. */
export const webSiteJsonLd = ({ name, url }: { name: string; url: string }): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name,
  url,
  potentialAction: {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${new URL('/search', url).href}?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  },
});

/** "$1,039.50" → "1039.50"; undefined when the text holds no number. */
export const priceAmount = (formatted: string): string | undefined => {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(formatted);
  return match ? match[0].replaceAll(',', '') : undefined;
};

export const productJsonLd = (
  product: Product,
  { currency, absolute }: { currency: string; absolute: (path: string) => string },
): JsonLd => {
  const price = priceAmount(product.price);
  const { averageRating, reviewCount } = product.reviewSummary;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.shortDescription ? { description: product.shortDescription } : {}),
    ...(product.primaryImageUrl ? { image: absolute(product.primaryImageUrl) } : {}),
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            price,
            priceCurrency: currency,
            ...(product.url ? { url: absolute(product.url) } : {}),
          },
        }
      : {}),
    ...(reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: averageRating,
            reviewCount,
          },
        }
      : {}),
  };
};
