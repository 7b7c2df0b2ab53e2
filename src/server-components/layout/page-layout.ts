import type { ComponentType } from 'react';
import { DEFAULT_PAGE_LAYOUT, type PageLayout } from '../../../contracts/cms.ts';
import { isContentPath } from '../../lib/content-path.ts';
import { byShellDeadline, getPageData, getRequestContext } from '../../lib/request-context.ts';
import type { LayoutData } from './load-layout-data.ts';
import {
  MinimalFooter,
  MinimalFooterPlaceholder,
  MinimalHeader,
  MinimalHeaderPlaceholder,
} from './minimal-layout.tsx';
import { SiteFooter, SiteFooterPlaceholder } from './site-footer.tsx';
import { SiteHeader, SiteHeaderPlaceholder } from './site-header.tsx';

type LayoutPart = ComponentType<{ data: LayoutData }>;

/**
 * What differs between the layouts: the header and the footer, and what stands in for
 * them while their data streams in; the rest is page-wide.
 */
export const layoutParts: Record<
  PageLayout,
  {
    Header: LayoutPart;
    Footer: LayoutPart;
    HeaderPlaceholder: ComponentType;
    FooterPlaceholder: ComponentType;
  }
> = {
  default: {
    Header: SiteHeader,
    Footer: SiteFooter,
    HeaderPlaceholder: SiteHeaderPlaceholder,
    FooterPlaceholder: SiteFooterPlaceholder,
  },
  minimal: {
    Header: MinimalHeader,
    Footer: MinimalFooter,
    HeaderPlaceholder: MinimalHeaderPlaceholder,
    FooterPlaceholder: MinimalFooterPlaceholder,
  },
};

/**
 * The layout the page's CMS entry asks for, read on the server before anything renders,
 * so the page never shows one layout and then the other (docs/behaviour.md#layouts).
 * The entry is the one the page renders (the page data's one call for both); a path
 * without an entry, a failing CMS, a path no content page can have, and an entry not
 * there by the shell deadline (the header goes out before it) get the default layout.
 */
export const loadPageLayout = async (): Promise<PageLayout> => {
  const path = getRequestContext().pageUrl.pathname;
  // such a path is a 404 without a page query to the CMS
  if (!isContentPath(path)) {
    return DEFAULT_PAGE_LAYOUT;
  }
  const page = await byShellDeadline(getPageData().page(path));
  return page.ready && page.value.status === 'found'
    ? (page.value.entry.data.layout ?? DEFAULT_PAGE_LAYOUT)
    : DEFAULT_PAGE_LAYOUT;
};
