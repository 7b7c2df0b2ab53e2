'use client';

// first: zod reads the setting when the blocks' schemas are built
import '../lib/zod-jitless.ts';
import type { BuilderContent } from '@builder.io/sdk-react/edge';
import { lazy, Suspense } from 'react';
import type { ContentEntry } from '../../contracts/cms.ts';
import { builderComponents } from './builder-components.tsx';
import type { BlockData } from './define-block.ts';

/*
 * The SDK is loaded only when a preview renders: client references share chunks, and a
 * static import would put the SDK in the chunk of every block island, on every page.
 */
const Content = lazy(async () => ({
  default: (await import('@builder.io/sdk-react/edge')).Content,
}));

/**
 * A CMS page in the editor's preview and edit mode, rendered by the SDK so the editor can
 * select and update blocks live. Published pages never load it (see RenderBlocks).
 */
export const CmsPreview = ({
  model,
  apiKey,
  apiHost,
  content,
  productsBySku,
  nonce,
}: {
  model: string;
  apiKey: string;
  apiHost: string;
  /** null while the editor creates a new page */
  content: ContentEntry | null;
  /** the products the page fetched for the content's blocks */
  productsBySku: BlockData['productsBySku'];
  /** the response's CSP nonce: every inline script and style the SDK writes carries it */
  nonce: string | undefined;
}) => (
  <Suspense fallback={null}>
    <Content
      model={model}
      apiKey={apiKey}
      apiHost={apiHost}
      // our contract validates the fields we read and lets the rest through untouched: it
      // is the CMS's own payload, which the SDK's narrower type describes
      content={content as BuilderContent | null}
      customComponents={builderComponents}
      data={{ productsBySku }}
      // no tracking calls leave a preview
      canTrack={false}
      nonce={nonce ?? ''}
    />
  </Suspense>
);
