import { createStore } from './create-store.ts';

// apart from the chat island, which loads only for a shopper the chat gate lets in
// (src/client-components/page-wide/chat-gate.tsx); the toasts and the placeholder read them

/** What the chat frame last told the page (FROM_IFRAME). */
export const chatMessageStore = createStore<unknown>(undefined);

/** Whether the chat panel is open, as the frame last said (FROM_IFRAME {minimised}). */
export const chatOpenStore = createStore(false);
