import type { ContentEntry } from '../../../contracts/cms.ts';
import type { Product } from '../../../contracts/site-api.ts';
import { getAppConfig } from '../../lib/config.ts';
import { buildLocaleLinks } from '../../lib/locale.ts';
import { getRequestContext } from '../../lib/request-context.ts';
import {
  currencyFor,
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
  type JsonLd,
} from '../../lib/seo/json-ld.ts';
import { buildPageMetadata, type PageMetadata } from '../../lib/seo/metadata.ts';
import { absoluteUrl, siteOrigin } from '../../lib/seo/site-origin.ts';
import { brand } from '../../lib/theme.ts';

const HOME_PATH = '/';

const pageAddress = (path: string) => {
  const { url, knownLocales, locale } = getRequestContext();
  const origin = siteOrigin(url ?? 'http://localhost/');
  const page = new URL(path, origin);
  return {
    origin,
    canonical: buildLocaleLinks({ url: page, known: knownLocales, current: locale }).canonical,
  };
};

/**
 * A content page's metadata from its entry's fields. Pages served from the mocks are
 * stand-ins and get noindex, so a QA or preview deployment never ends up in a search
 * index.
 */
export const contentPageMetadata = (entry: ContentEntry, path: string): PageMetadata => {
  const { origin, canonical } = pageAddress(path);
  return buildPageMetadata({
    fields: entry.data,
    url: canonical,
    absolute: absoluteUrl(origin),
    noindex: getAppConfig().mocks.enabled,
  });
};

/**
 * The page's structured data: the organisation and the site (with its search) on the
 * home page; a Product for every product a block features on its own (a Product
 * Banner), when the site API gave it.
 */
export const contentPageJsonLd = (
  path: string,
  featured: readonly string[],
  productsBySku: Record<string, Product>,
): JsonLd[] => {
  const { origin } = pageAddress(path);
  const absolute = absoluteUrl(origin);
  const home = absolute(HOME_PATH);
  const site =
    path === HOME_PATH
      ? [
          organizationJsonLd({ name: brand.name, url: home, logo: absolute('/favicon.svg') }),
          webSiteJsonLd({ name: brand.name, url: home }),
        ]
      : [];
  const currency = currencyFor(getRequestContext().locale);
  const products = featured.flatMap((sku) => {
    const product = productsBySku[sku];
    return product ? [productJsonLd(product, { currency, absolute })] : [];
  });
  return [...site, ...products];
};
