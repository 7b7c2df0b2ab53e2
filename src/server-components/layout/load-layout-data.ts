import { localeTarget } from '../../lib/locale.ts';
import { getPageData, getRequestContext } from '../../lib/request-context.ts';

/**
 * Everything the shared layout shows (the same for every shopper: the shopper's own parts
 * are islands fed by GET /api/shopper, docs/decisions/020-shared-documents.md), from the page's calls (started together before the
 * render: src/lib/calls/shared-calls.ts). All of it is deferred data in Hydrogen's
 * sense: any part may fail, time out or break its contract and the layout renders
 * without that part, never a 500.
 */
export const loadLayoutData = async () => {
  const data = getPageData();
  const { pageUrl } = getRequestContext();
  const [{ locale, country, knownLocales }, banner, navigation, footer] = await Promise.all([
    data.locale,
    data.layout.banner,
    data.layout.navigation,
    data.layout.footer,
  ]);
  return {
    country,
    locale,
    locales: knownLocales.map((known) => ({
      localeCode: known.code,
      name: known.country.name,
      countryCode: known.country.code,
      href: localeTarget(known, pageUrl),
    })),
    banner,
    navigation,
    footer,
  };
};

export type LayoutData = Awaited<ReturnType<typeof loadLayoutData>>;
