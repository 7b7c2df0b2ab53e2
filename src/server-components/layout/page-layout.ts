import type { ComponentType } from 'react';
import { DEFAULT_PAGE_LAYOUT, type PageLayout } from '../../../contracts/cms.ts';
import { fetchPageForRequest } from '../../lib/cms/request-page.ts';
import { isContentPath } from '../../lib/content-path.ts';
import { getRequestContext } from '../../lib/request-context.ts';
import type { LayoutData } from './load-layout-data.ts';
import { MinimalFooter, MinimalHeader } from './minimal-layout.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

type LayoutPart = ComponentType<{ data: LayoutData }>;

/** What differs between the layouts: the header and the footer; the rest is page-wide. */
export const layoutParts: Record<PageLayout, { Header: LayoutPart; Footer: LayoutPart }> = {
  default: { Header: SiteHeader, Footer: SiteFooter },
  minimal: { Header: MinimalHeader, Footer: MinimalFooter },
};

/**
 * The layout the page's CMS entry asks for, read on the server before anything renders,
 * so the page never shows one layout and then the other (docs/behaviour.md#layouts).
 * The entry is the one the page renders (one CMS request for both); a path without an
 * entry, a failing CMS or a path no content page can have get the default layout.
 */
export const loadPageLayout = async (): Promise<PageLayout> => {
  const { url } = getRequestContext();
  const path = url ? new URL(url).pathname : undefined;
  // such a path is a 404 without a page query to the CMS
  if (path === undefined || !isContentPath(path)) {
    return DEFAULT_PAGE_LAYOUT;
  }
  const page = await fetchPageForRequest(path);
  return page.status === 'found'
    ? (page.entry.data.layout ?? DEFAULT_PAGE_LAYOUT)
    : DEFAULT_PAGE_LAYOUT;
};
