import { ErrorPage } from '../error-page.tsx';
import { ContentUnavailable } from './content-unavailable.tsx';

/*
 * What a CMS page shows when it has no content to show: `cms-page.tsx` imports this module
 * only then, so these parts' stylesheets (the error page's, the onward links') are linked
 * here, with them, and not in the head of every page that renders CMS content, where they
 * were render-blocking requests no first paint needed.
 */

// the page's stylesheets, linked once (docs/decisions/012-one-stylesheet-link-per-chunk.md)
const Stylesheets = () => import.meta.viteRsc.loadCss();

/** A streamed page whose path the CMS has no entry for (docs/behaviour.md#errors). */
export const StreamedNotFound = () => (
  <>
    <Stylesheets />
    <ErrorPage status={404} />
  </>
);

/** A page whose content the CMS could not give (docs/behaviour.md#failures). */
export const UnavailableContent = () => (
  <>
    <Stylesheets />
    <ContentUnavailable />
  </>
);
