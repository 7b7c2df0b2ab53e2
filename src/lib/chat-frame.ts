import type { useRouterHost_UNSTABLE as useRouterHost } from 'waku/router/client-core';
import type { ChatOutgoingMessage } from '../../contracts/window-messages.ts';
import { createStore } from './create-store.ts';
import { ownPathOf } from './own-path.ts';
import { addProductToCart } from './site-api/browser-lazy.ts';
import { publishToast } from './toasts.ts';
import { loadWindowMessages } from './window-messages-lazy.ts';

/**
 * The chat beside its island: the vendor's files, what the frame's messages do and the page's
 * messages to it, loaded with the first message either way or once the page is idle,
 * whichever comes first; the island listens from hydration and hands each message here, in
 * order (docs/behaviour.md#chat).
 */

/** Who the chat iframe is told its messages come from. */
export const CHAT_SOURCE = 'storefront';

const chatFrame = () => document.querySelector<HTMLIFrameElement>('iframe[data-chat-frame]');

/**
 * Opens the chat and moves the keyboard focus into its frame: a shopper who asked for the
 * chat from the page would otherwise be many Tabs away from it.
 */
export const openChatWithFocus = async (
  type: 'minimise' | 'queryChat',
  payload: unknown,
): Promise<void> => {
  await postToChat(type, payload);
  chatFrame()?.focus();
};

/**
 * Sends the chat iframe a message (docs/behaviour.md#data, #states) when the chat is on the page:
 * `{ source, type, payload }`, only to our own origin, where the chat is served.
 */
export const postToChat = async (type: ChatOutgoingMessage['type'], payload?: unknown) => {
  const frame = chatFrame();
  if (!frame?.contentWindow) {
    return;
  }
  const { ChatOutgoingMessageSchema } = await loadWindowMessages();
  const message = ChatOutgoingMessageSchema.parse({ source: CHAT_SOURCE, type, payload });
  frame.contentWindow.postMessage(message, window.location.origin);
};

// the header's toggle while the chat it opened is open: when that chat closes with the focus
// inside (its Escape, its minimise button), the focus comes back to the toggle
let openedFrom: HTMLElement | undefined;

/**
 * The header's toggle: closes the chat when it is open, or opens it and moves the focus into
 * it, to come back to the toggle when it closes.
 */
export const toggleChat = async (toggle: HTMLElement, open: boolean) => {
  if (open) {
    await postToChat('minimise', true);
    return;
  }
  openedFrom = toggle;
  // payload false: not minimised
  await openChatWithFocus('minimise', false);
};

const returnFocusFromChat = () => {
  const toggle = openedFrom;
  openedFrom = undefined;
  if (document.activeElement === chatFrame()) {
    toggle?.focus();
  }
};

type Router = Pick<ReturnType<typeof useRouterHost>, 'navigate'>;

/** What the chat frame last told the page (FROM_IFRAME). */
export const chatMessageStore = createStore<unknown>(undefined);

/** What a FROM_IFRAME payload says of the panel: minimised or not, or nothing. */
const reportedMinimised = (payload: unknown): boolean | undefined =>
  typeof payload === 'object' &&
  payload !== null &&
  'minimised' in payload &&
  typeof payload.minimised === 'boolean'
    ? payload.minimised
    : undefined;

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
export const loadVendorFiles = (script: string, stylesheet: string) => {
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
 * Does what a message of our own origin from the chat frame asks; the island checked the
 * origin. `setOpen` keeps the header's toggle in step with the panel.
 */
export const handleChatMessage = async (
  data: unknown,
  router: Router,
  setOpen: (open: boolean) => void,
) => {
  const { ChatIncomingMessageSchema } = await loadWindowMessages();
  const parsed = ChatIncomingMessageSchema.safeParse(data);
  if (!parsed.success) {
    return;
  }
  const message = parsed.data;
  switch (message.type) {
    case 'FROM_IFRAME': {
      chatMessageStore.set(message);
      const minimised = reportedMinimised(message.payload);
      if (minimised !== undefined) {
        setOpen(!minimised);
      }
      if (minimised === true) {
        returnFocusFromChat();
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
