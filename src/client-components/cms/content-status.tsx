'use client';

import { useEffect } from 'react';
import type { ContentLoadEventDetail } from '../../../contracts/window-messages.ts';
import { emitContentError, emitContentLoad } from '../../lib/content-events.ts';

const YEAR_IN_SECONDS = 60 * 60 * 24 * 365;

/**
 * Emits the content page's load event once the content is on screen, and keeps the
 * visitor on the A/B variation the server chose by writing the CMS SDK's
 * `builder.tests.{contentId}` cookie (the server reads it on the next visit).
 */
export const ContentLoaded = ({ content: page }: { content: ContentLoadEventDetail }) => {
  useEffect(() => {
    // a shared document carries every variation: the one the picker showed is the visitor's
    // (src/lib/ab-picker.ts)
    const box = document.querySelector(`[data-ab-test="${CSS.escape(page.id)}"] > [data-ab-shown]`);
    const shown = box?.getAttribute('data-ab-variation');
    const title = box?.getAttribute('data-ab-title');
    if (title) {
      document.title = title;
    }
    const content = shown ? { ...page, variationId: shown } : page;
    const cookie = `builder.tests.${content.id}`;
    const value = encodeURIComponent(content.variationId);
    // also rewritten when it names a variation the entry no longer has, so the new draw sticks
    if (!document.cookie.split('; ').includes(`${cookie}=${value}`)) {
      // the CMS SDK reads it in the browser, so it cannot be HttpOnly
      const secure = window.isSecureContext ? '; Secure' : '';
      document.cookie = `${cookie}=${value}; Path=/; Max-Age=${YEAR_IN_SECONDS}; SameSite=Lax${secure}`;
    }
    emitContentLoad(content);
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
