'use client';

import { useEffect } from 'react';
import { useRouter } from 'waku/router/client';
import { postToChat } from '../../lib/chat-messages.ts';
import { createStore } from '../../lib/create-store.ts';
import { addProductToCart } from '../../lib/site-api/browser-lazy.ts';
import { publishToast } from '../../lib/toasts.ts';
import { loadWindowMessages } from '../../lib/window-messages-lazy.ts';

/** What the chat frame last told the page (FROM_IFRAME). */
export const chatMessageStore = createStore<unknown>(undefined);

const isFullAddress = (url: string) => /^https?:\/\//i.test(url);
const isAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

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

/** Listens to the chat frame (docs/behaviour.md#chat); only messages from our own origin count. */
export const Chat = () => {
  const router = useRouter();

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
        case 'FROM_IFRAME':
          chatMessageStore.set(message);
          return;
        case 'REDIRECT_URL':
          if (isFullAddress(message.url)) {
            window.location.assign(message.url);
          } else if (isAppPath(message.url)) {
            // then a fresh load of that page; waku writes the address only after the
            // push settles, so a bare reload() would reload the page we left
            void router.push(message.url).then(() => {
              window.location.replace(message.url);
            });
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
