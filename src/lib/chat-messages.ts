import type * as ChatFrame from './chat-frame.ts';

/**
 * The chat's code beside its island (chat-frame.ts: the vendor's files, the frame's messages
 * and the page's to it), loaded at the first message either way or once the page is idle:
 * building and checking one (its contract is a zod schema) is not needed to show or hydrate
 * a page (docs/decisions/014-browser-code-on-first-use.md).
 */
export const loadChatFrame = () => import('./chat-frame.ts');

export const postToChat: typeof ChatFrame.postToChat = async (...args) =>
  (await loadChatFrame()).postToChat(...args);

export const openChatWithFocus: typeof ChatFrame.openChatWithFocus = async (...args) =>
  (await loadChatFrame()).openChatWithFocus(...args);
