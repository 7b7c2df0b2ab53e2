import { brand } from '../theme.ts';

/** What a page tells search engines and link previews (docs/behaviour.md#cms-pages). */
export type PageMetadata = {
  title: string;
  description: string;
  /** absolute */
  image: string;
  /** absolute: the page's canonical address */
  url: string;
  noindex: boolean;
};

export const BRAND_DESCRIPTION =
  'Science-backed nutritional supplements, third-party tested, from Lumen Nutrition.';
// 1200 × 630, the size link previews crop to; a raster image, which every network shows
export const BRAND_IMAGE_PATH = '/images/social/lumen-nutrition-1200x630.jpg';

// link previews (Open Graph, Twitter cards) show no SVG: such an entry image gives way to ours
const isVectorImage = (address: string) => /\.svgz?$/i.test(address.split(/[?#]/)[0] ?? '');

/**
 * "{page title} | {brand}"; a title that already names the brand (as editors often
 * write it) is kept as it is, and no title is the brand alone.
 */
export const pageTitle = (title: string | undefined): string => {
  const trimmed = title?.trim();
  if (!trimmed) {
    return brand.name;
  }
  return trimmed.includes(brand.name) ? trimmed : `${trimmed} | ${brand.name}`;
};

/**
 * A page's own heading from its title: the title without the brand part that editors add for
 * search results ("Carousels | Lumen Nutrition" is "Carousels"); the brand alone when that
 * is all there is.
 */
export const headingFromTitle = (title: string | undefined): string => {
  const parts = (title ?? '')
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== brand.name);
  return parts.join(' | ') || brand.name;
};

/** The entry's fields with the brand's defaults where a field is empty. */
export const buildPageMetadata = ({
  fields,
  url,
  absolute,
  noindex,
}: {
  fields: { title?: unknown; description?: unknown; image?: unknown };
  url: string;
  absolute: (path: string) => string;
  noindex: boolean;
}): PageMetadata => {
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() ? value.trim() : undefined;
  return {
    title: pageTitle(text(fields.title)),
    description: text(fields.description) ?? BRAND_DESCRIPTION,
    image: absolute(
      [text(fields.image)].find((image) => image && !isVectorImage(image)) ?? BRAND_IMAGE_PATH,
    ),
    url,
    noindex,
  };
};
