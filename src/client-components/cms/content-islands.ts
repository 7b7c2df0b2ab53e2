'use client';

/**
 * The islands CMS content shares (the blocks' shared parts and the CMS page's wrappers), as the
 * server components import them: one client reference, and one loader in waku's entry, for all
 * of them, as the layout's (../layout-islands.ts says why). A block's own island stays a
 * reference in its block's folder, in a chunk of that block's; the A/B test's too, in its own
 * (scripts/client-chunks.ts).
 */
export { AddToCartButton } from '../../blocks/shared/add-to-cart-button.tsx';
export { CarouselRegion } from '../../blocks/shared/carousel/carousel-region.tsx';
export { GroupPrice, GroupPricedLink } from '../../blocks/shared/group-price.tsx';
export { ContentErrorBoundary, ContentErrorBox } from './content-error-boundary.tsx';
export { ContentFailed, ContentLoaded } from './content-status.tsx';
