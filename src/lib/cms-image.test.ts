import { describe, expect, it } from 'vitest';
import {
  CMS_IMAGE_WIDTHS,
  cmsImageAttributes,
  cmsImageSrcSet,
  cmsImageUrl,
  isCmsCdnImage,
} from './cms-image.ts';

const CDN_IMAGE = 'https://cdn.builder.io/api/v1/image/assets%2Fspace%2Fabc123?quality=80';

describe('cmsImageUrl', () => {
  it('asks the CMS image API for the width in WebP, keeping its other parameters', () => {
    const url = new URL(cmsImageUrl(CDN_IMAGE, 750));
    expect(url.origin + url.pathname).toBe(
      'https://cdn.builder.io/api/v1/image/assets%2Fspace%2Fabc123',
    );
    expect(url.searchParams.get('width')).toBe('750');
    expect(url.searchParams.get('format')).toBe('webp');
    expect(url.searchParams.get('quality')).toBe('80');
  });

  it('replaces a width the editor left in the address', () => {
    const url = new URL(cmsImageUrl(`${CDN_IMAGE}&width=3000`, 375));
    expect(url.searchParams.getAll('width')).toEqual(['375']);
  });

  it.each([
    '/images/content/hero-home.svg',
    'https://images.example.com/api/v1/image/x.jpg',
    'https://cdn.builder.io/o/assets%2Fspace%2Ffile.mp4',
    'http://cdn.builder.io/api/v1/image/assets%2Fspace%2Fabc123',
    'not a url',
  ])('leaves %s as it is', (src) => {
    expect(isCmsCdnImage(src)).toBe(false);
    expect(cmsImageUrl(src, 750)).toBe(src);
    expect(cmsImageSrcSet(src)).toBeUndefined();
  });
});

describe('cmsImageSrcSet', () => {
  it('offers every width, each described by its width', () => {
    const candidates = cmsImageSrcSet(CDN_IMAGE)!.split(', ');
    expect(candidates).toHaveLength(CMS_IMAGE_WIDTHS.length);
    candidates.forEach((candidate, index) => {
      const [address, descriptor] = candidate.split(' ');
      expect(descriptor).toBe(`${CMS_IMAGE_WIDTHS[index]}w`);
      expect(new URL(address!).searchParams.get('width')).toBe(String(CMS_IMAGE_WIDTHS[index]));
    });
  });
});

describe('cmsImageAttributes', () => {
  it('makes the LCP image eager and high priority, with srcset and sizes on the CDN', () => {
    const attributes = cmsImageAttributes(CDN_IMAGE, { sizes: '100vw', priority: 'lcp' });
    expect(attributes).toMatchObject({ loading: 'eager', fetchPriority: 'high', sizes: '100vw' });
    expect(attributes.srcSet).toBe(cmsImageSrcSet(CDN_IMAGE));
    expect(new URL(attributes.src!).searchParams.get('format')).toBe('webp');
  });

  it('loads an image below the fold lazily, without raising its priority', () => {
    const attributes = cmsImageAttributes(CDN_IMAGE, { sizes: '50vw', priority: 'lazy' });
    expect(attributes.loading).toBe('lazy');
    expect(attributes.fetchPriority).toBeUndefined();
  });

  it('gives an image off the CDN neither srcset nor sizes', () => {
    expect(
      cmsImageAttributes('/images/content/story-lab.svg', { sizes: '50vw', priority: 'eager' }),
    ).toEqual({ src: '/images/content/story-lab.svg', loading: 'eager' });
  });

  // React sends an eager image's address as a preload hint that its reader revives: a string
  // starting with `$` there is read as a reference to another row (seed 855072, a 500)
  it('gives an address starting with `$` a `./` before it, which names the same image', () => {
    const { src } = cmsImageAttributes('$3#E+gv:A', { sizes: '50vw', priority: 'eager' });
    expect(src).toBe('./$3#E+gv:A');
    expect(new URL(src!, 'https://shop.example/science/').href).toBe(
      new URL('$3#E+gv:A', 'https://shop.example/science/').href,
    );
  });
});
