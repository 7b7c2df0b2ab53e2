import type * as ChatFrame from './chat-frame.ts';

/**
 * The page's messages to the chat frame, loaded at the first: building and checking one (its
 * contract is a zod schema) is not needed to show or hydrate a page
 * (docs/decisions/014-browser-code-on-first-use.md).
 */
const load = () => import('./chat-frame.ts');

export const postToChat: typeof ChatFrame.postToChat = async (...args) =>
  (await load()).postToChat(...args);

export const openChatWithFocus: typeof ChatFrame.openChatWithFocus = async (...args) =>
  (await load()).openChatWithFocus(...args);
