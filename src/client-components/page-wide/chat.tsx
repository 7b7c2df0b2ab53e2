'use client';

import { useEffect } from 'react';
import { useRouterHost_UNSTABLE as useRouterHost } from 'waku/router/client-core';
import { afterLoadWhenIdle } from '../../lib/after-load.ts';
import { loadChatFrame } from '../../lib/chat-messages.ts';
import { createStore } from '../../lib/create-store.ts';
import { ownOriginMessageListener } from '../../lib/own-origin-messages.ts';

/** Whether the chat panel is open, as the frame last said (FROM_IFRAME {minimised}). */
export const chatOpenStore = createStore(false);

/**
 * Loads the chat and listens to its frame (docs/behaviour.md#chat); only messages from our
 * own origin count, each handled in turn once the handling's code is in.
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
    const listener = ownOriginMessageListener(async ({ data }) => {
      const { handleChatMessage } = await loadChatFrame();
      await handleChatMessage(data, router, chatOpenStore.set);
    });
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [router]);

  return null;
};
