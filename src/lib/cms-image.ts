import { imageSrc } from './image-src.ts';
import { rememberLast } from './remember-last.ts';

/**
 * Responsive CMS images. An image on the CMS's CDN (its image API,
 * `https://cdn.builder.io/api/v1/image/...`) is resized and re-encoded by the CDN from its
 * `width` and `format` parameters, so the browser picks a width from `srcset`/`sizes`
 * instead of downloading the original. Any other address is used as it is.
 */
const CMS_IMAGE_HOST = 'cdn.builder.io';
const CMS_IMAGE_PATH = '/api/v1/image/';

/** Widths offered in `srcset`: phone, phone at 2x and tablet, desktop, desktop at 2x. */
export const CMS_IMAGE_WIDTHS = [375, 750, 1080, 1440, 1920] as const;
/** The `src` fallback for browsers without `srcset`: wide enough for a desktop column. */
const FALLBACK_WIDTH = 1080;
// every browser we support decodes WebP; the CDN keeps transparency and animation
const FORMAT = 'webp';

const cmsCdnUrl = (src: string): URL | undefined => {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' &&
      url.hostname === CMS_IMAGE_HOST &&
      url.pathname.startsWith(CMS_IMAGE_PATH)
      ? url
      : undefined;
  } catch {
    return undefined;
  }
};

export const isCmsCdnImage = (src: string) => cmsCdnUrl(src) !== undefined;

/** The CDN address of the image at `width` pixels in WebP; other addresses unchanged. */
export const cmsImageUrl = (src: string, width: number): string => {
  const url = cmsCdnUrl(src);
  if (!url) {
    return src;
  }
  url.searchParams.set('width', String(width));
  url.searchParams.set('format', FORMAT);
  return url.toString();
};

// the same images on every page: their addresses are parsed and built once
const cdnImage = rememberLast((src) =>
  isCmsCdnImage(src)
    ? {
        srcSet: CMS_IMAGE_WIDTHS.map((width) => `${cmsImageUrl(src, width)} ${width}w`).join(', '),
        fallback: cmsImageUrl(src, FALLBACK_WIDTH),
      }
    : {},
);

/** `srcset` for an image on the CMS's CDN, undefined for any other address. */
export const cmsImageSrcSet = (src: string): string | undefined => cdnImage(src).srcSet;

/**
 * `sizes` of a carousel card's image, after the carousel's items per page: its container is
 * the viewport less 2rem (6rem more from 1024 px), so four cards show from 1089 px, two from
 * 801 px, and below that one card with a sliver of the next.
 */
export const CAROUSEL_CARD_SIZES = '(min-width: 1089px) 25vw, (min-width: 801px) 45vw, 85vw';

/** How the image is fetched: the page's LCP image first, anything below the fold lazily. */
export type ImagePriority = 'lcp' | 'eager' | 'lazy';

export type CmsImageAttributes = {
  src?: string;
  srcSet?: string;
  sizes?: string;
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high';
};

/**
 * The `<img>` attributes of a CMS image. `sizes` says how wide the image is shown (CSS
 * pixels per viewport), so the browser can pick from `srcset` before layout.
 */
export const cmsImageAttributes = (
  src: string | undefined,
  { sizes, priority }: { sizes: string; priority: ImagePriority },
): CmsImageAttributes => {
  const { srcSet, fallback } = src === undefined ? {} : cdnImage(src);
  return {
    ...(src === undefined ? {} : { src: fallback ?? imageSrc(src) }),
    ...(srcSet ? { srcSet, sizes } : {}),
    loading: priority === 'lazy' ? 'lazy' : 'eager',
    ...(priority === 'lcp' ? { fetchPriority: 'high' as const } : {}),
  };
};
