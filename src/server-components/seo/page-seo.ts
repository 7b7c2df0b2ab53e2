import type { ContentEntry } from '../../../contracts/cms.ts';
import type { Product } from '../../../contracts/site-api.ts';
import { productOf } from '../../blocks/define-block.ts';
import { getAppConfig } from '../../lib/config.ts';
import { buildLocaleLinks } from '../../lib/locale.ts';
import { currencyFor } from '../../lib/price.ts';
import { getPageData, getRequestContext } from '../../lib/request-context.ts';
import {
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
  type JsonLd,
} from '../../lib/seo/json-ld.ts';
import { buildPageMetadata, type PageMetadata } from '../../lib/seo/metadata.ts';
import { absoluteUrl } from '../../lib/seo/site-origin.ts';
import { brand } from '../../lib/theme.ts';

const HOME_PATH = '/';

// the page URL is already at the site's public origin (src/lib/public-origin.ts)
const pageAddress = async (path: string) => {
  const { origin } = getRequestContext().pageUrl;
  const { knownLocales, locale } = await getPageData().locale;
  const page = new URL(path, origin);
  return {
    origin,
    locale,
    canonical: buildLocaleLinks({ url: page, known: knownLocales, current: locale }).canonical,
  };
};

/**
 * A content page's metadata from its entry's fields. With SITE_NOINDEX (which the mock
 * layer sets) every page says noindex, so a QA or demo deployment never ends up in a
 * search index.
 */
export const contentPageMetadata = async (
  entry: ContentEntry,
  path: string,
): Promise<PageMetadata> => {
  const { origin, canonical } = await pageAddress(path);
  return buildPageMetadata({
    fields: entry.data,
    url: canonical,
    absolute: absoluteUrl(origin),
    noindex: getAppConfig().noindex,
  });
};

/**
 * The page's structured data: the organisation and the site (with its search) on the
 * home page; a Product for every product a block features on its own (a Product
 * Banner), when the site API gave it.
 */
export const contentPageJsonLd = async (
  path: string,
  featured: readonly string[],
  productsBySku: Record<string, Product>,
): Promise<JsonLd[]> => {
  const { origin, locale } = await pageAddress(path);
  const absolute = absoluteUrl(origin);
  const home = absolute(HOME_PATH);
  const site =
    path === HOME_PATH
      ? [
          organizationJsonLd({ name: brand.name, url: home, logo: absolute('/favicon.svg') }),
          webSiteJsonLd({ name: brand.name, url: home }),
        ]
      : [];
  const currency = currencyFor(locale);
  const products = featured.flatMap((sku) => {
    const product = productOf(productsBySku, sku);
    return product ? [productJsonLd(product, { currency, absolute })] : [];
  });
  return [...site, ...products];
};
