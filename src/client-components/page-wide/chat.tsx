'use client';

import { useEffect } from 'react';
import { useRouterHost_UNSTABLE as useRouterHost } from 'waku/router/client-core';
import { afterLoadWhenIdle } from '../../lib/after-load.ts';
import { postToChat, reportedMinimised } from '../../lib/chat-messages.ts';
import { createStore } from '../../lib/create-store.ts';
import { ownPathOf } from '../../lib/own-path.ts';
import { addProductToCart } from '../../lib/site-api/browser-lazy.ts';
import { publishToast } from '../../lib/toasts.ts';
import { loadWindowMessages } from '../../lib/window-messages-lazy.ts';

/** What the chat frame last told the page (FROM_IFRAME). */
export const chatMessageStore = createStore<unknown>(undefined);

/** Whether the chat panel is open, as the frame last said (FROM_IFRAME {minimised}). */
export const chatOpenStore = createStore(false);

const isFullAddress = (url: string) => /^https?:\/\//i.test(url);

const addToCartFromChat = async (productId: string | number | undefined) => {
  if (productId === undefined) {
    publishToast({ description: 'Failed to add to cart', severity: 'error' });
    return;
  }
  try {
    await addProductToCart(productId);
    publishToast({ description: 'Item added to cart!', severity: 'success' });
    void postToChat('enable-viewcart-cta');
  } catch {
    publishToast({ description: 'Failed to add to cart', severity: 'error' });
  }
};

/**
 * The vendor's loader and its stylesheet, added once the page has loaded and is idle: the
 * launcher is not part of what the page needs to show, and its frame's scripts would
 * compete with the page's own (docs/decisions/014-browser-code-on-first-use.md). The loader
 * waits for the stylesheet: the frame it adds would otherwise show, for a moment, as a plain
 * box at the end of the page, over whatever is there.
 */
const loadVendorFiles = (script: string, stylesheet: string) => {
  if (document.querySelector(`link[href="${stylesheet}"]`)) {
    return;
  }
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheet;
  link.addEventListener(
    'load',
    () => {
      const loader = document.createElement('script');
      loader.async = true;
      loader.src = script;
      document.head.append(loader);
    },
    { once: true },
  );
  document.head.append(link);
};

/**
 * Loads the chat and listens to its frame (docs/behaviour.md#chat); only messages from our
 * own origin count.
 */
export const Chat = ({ script, stylesheet }: { script: string; stylesheet: string }) => {
  const router = useRouterHost();

  useEffect(
    () => afterLoadWhenIdle(() => loadVendorFiles(script, stylesheet)),
    [script, stylesheet],
  );

  useEffect(() => {
    const handleMessage = async (event: MessageEvent) => {
      if (event.origin !== window.location.origin) {
        return;
      }
      const { ChatIncomingMessageSchema } = await loadWindowMessages();
      const parsed = ChatIncomingMessageSchema.safeParse(event.data);
      if (!parsed.success) {
        return;
      }
      const message = parsed.data;
      switch (message.type) {
        case 'FROM_IFRAME': {
          chatMessageStore.set(message);
          const minimised = reportedMinimised(message.payload);
          if (minimised !== undefined) {
            chatOpenStore.set(!minimised);
          }
          return;
        }
        case 'REDIRECT_URL':
          if (isFullAddress(message.url)) {
            window.location.assign(message.url);
          } else {
            const path = ownPathOf(message.url);
            if (path !== undefined) {
              // then a fresh load of that page; waku writes the address only after the
              // push settles, so a bare reload() would reload the page we left
              void router.navigate(path, { history: 'push' }).then(() => {
                window.location.replace(path);
              });
            }
          }
          return;
        case 'ADDTOCART_CLICK':
          void addToCartFromChat(message.productId);
          return;
      }
    };
    const listener = (event: MessageEvent) => void handleMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [router]);

  return null;
};
