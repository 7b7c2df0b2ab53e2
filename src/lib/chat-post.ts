import type { ChatOutgoingMessage } from '../../contracts/window-messages.ts';
import { loadWindowMessages } from './window-messages-lazy.ts';

/** Who the chat iframe is told its messages come from. */
export const CHAT_SOURCE = 'storefront';

/**
 * Sends the chat iframe a message (docs/behaviour.md#data, #states) when the chat is on the page:
 * `{ source, type, payload }`, only to our own origin, where the chat is served.
 */
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

export const postToChat = async (type: ChatOutgoingMessage['type'], payload?: unknown) => {
  const frame = chatFrame();
  if (!frame?.contentWindow) {
    return;
  }
  const { ChatOutgoingMessageSchema } = await loadWindowMessages();
  const message = ChatOutgoingMessageSchema.parse({ source: CHAT_SOURCE, type, payload });
  frame.contentWindow.postMessage(message, window.location.origin);
};
