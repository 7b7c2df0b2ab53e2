'use client';

import { useEffect } from 'react';
import type { ContentLoadEventDetail } from '../../../contracts/window-messages.ts';
import { shownVariation } from '../../lib/ab-test/browser/shown-variation.ts';
import { emitContentError, emitContentLoad } from '../../lib/content-events.ts';

/**
 * Emits the content page's load event once the content is on screen, naming the A/B
 * variation shown: a page under a test carries every variation, and the visitor's is the
 * one its AbTest shows (src/client-components/cms/ab-test.tsx).
 */
export const ContentLoaded = ({ content: page }: { content: ContentLoadEventDetail }) => {
  useEffect(() => {
    const shown = shownVariation(page.id);
    emitContentLoad(shown ? { ...page, variationId: shown } : page);
  }, [page]);
  return null;
};

/** Emits the error event when the CMS could not give the page its content. */
export const ContentFailed = ({ message }: { message: string }) => {
  useEffect(() => {
    emitContentError(message);
  }, [message]);
  return null;
};
