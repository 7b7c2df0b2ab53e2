import { buildLocaleLinks } from '../../lib/locale.ts';
import { getPageData, getRequestContext } from '../../lib/request-context.ts';

/**
 * hreflang alternates, x-default and canonical (docs/behaviour.md#layouts); React hoists the links
 * into the head. A page may pass its own path and query; otherwise the path of the page
 * being served is used, without the request's query.
 */
export const LocaleLinks = async ({ path, query }: { path?: string; query?: string }) => {
  const page = new URL(getRequestContext().pageUrl);
  const { knownLocales, locale } = await getPageData().locale;
  page.pathname = path ?? page.pathname;
  // the request's query is the visitor's, not the page's: a stranger's long one would be
  // repeated in every link, and each would be a page of its own to a crawler
  page.search = query ?? '';
  const links = buildLocaleLinks({ url: page, known: knownLocales, current: locale });
  return (
    <>
      {links.alternates.map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={links.xDefault} />
      <link rel="canonical" href={links.canonical} />
    </>
  );
};
