// Placeholder (drop at merge): the chat-messages module replaces this file.
export const postToChat = (
  type: 'minimise' | 'queryChat' | 'enable-viewcart-cta',
  payload?: unknown,
): void => {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[data-chat-frame]');
  frame?.contentWindow?.postMessage(
    { source: 'storefront', type, payload },
    window.location.origin,
  );
};
