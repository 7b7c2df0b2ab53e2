'use client';

import { useEffect } from 'react';
import { useRouterHost_UNSTABLE as useRouterHost } from 'waku/router/client-core';
import { afterLoadWhenIdle } from '../../lib/after-load.ts';
import { createStore } from '../../lib/create-store.ts';

/** Whether the chat panel is open, as the frame last said (FROM_IFRAME {minimised}). */
export const chatOpenStore = createStore(false);

// the vendor's files and the messages' handling: not needed before the first message or the
// page's idle moment, so not in the first load (docs/decisions/014-browser-code-on-first-use.md)
const loadChatFrame = () => import('../../lib/chat-frame.ts');

/**
 * Loads the chat and listens to its frame (docs/behaviour.md#chat); only messages from our
 * own origin count. The listener is there from hydration, so a message the frame posts
 * before the handling's code has arrived waits for it, and messages are handled in the order
 * they came.
 */
export const Chat = ({ script, stylesheet }: { script: string; stylesheet: string }) => {
  const router = useRouterHost();

  useEffect(
    () =>
      afterLoadWhenIdle(() => {
        void loadChatFrame().then(({ loadVendorFiles }) => loadVendorFiles(script, stylesheet));
      }),
    [script, stylesheet],
  );

  useEffect(() => {
    let handled = Promise.resolve();
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) {
        return;
      }
      handled = handled
        .then(async () => {
          const { handleChatMessage } = await loadChatFrame();
          await handleChatMessage(event.data, router, chatOpenStore.set);
        })
        // a message whose handling failed (its code did not arrive) holds up none after it
        .catch(() => undefined);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [router]);

  return null;
};
