'use client';

/**
 * The islands CMS content shares (the blocks' shared parts, the CMS page's wrappers and its A/B
 * test's) and the headline's button, as the server components import them: one client
 * reference, and one loader in waku's entry, for all of them, as the layout's
 * (../layout-islands.ts says why). The headline's button is a block's own, but 0.1 kB: a chunk
 * and a request of its own cost more than it. Any other block's own island stays a reference
 * in its block's folder, in a chunk of that block's (scripts/client-chunks.ts).
 */
export { ReplaceLocationButton } from '../../blocks/headline/replace-location-button.tsx';
export { AddToCartButton } from '../../blocks/shared/add-to-cart-button.tsx';
export { CarouselRegion } from '../../blocks/shared/carousel/carousel-region.tsx';
export { GroupPrice, GroupPricedLink } from '../../blocks/shared/group-price.tsx';
export { AbTest } from './ab-test.tsx';
export { ContentErrorBoundary, ContentErrorBox } from './content-error-boundary.tsx';
export { ContentFailed, ContentLoaded } from './content-status.tsx';
