// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { postToChat } from './chat-messages.ts';
import { CHAT_SOURCE } from './chat-frame.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

test('posts {source, type, payload} to the chat frame, for our own origin only', async () => {
  const frame = document.createElement('iframe');
  frame.setAttribute('data-chat-frame', '');
  document.body.append(frame);
  const post = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => {});
  await postToChat('queryChat', { query: 'omega', minimised: false });
  expect(post).toHaveBeenCalledWith(
    { source: CHAT_SOURCE, type: 'queryChat', payload: { query: 'omega', minimised: false } },
    window.location.origin,
  );
});

test('does nothing when the chat is not on the page', async () => {
  // another frame, which is not the chat's, and the page itself must not be posted to
  const other = document.createElement('iframe');
  document.body.append(other);
  const postToOther = vi
    .spyOn(other.contentWindow as Window, 'postMessage')
    .mockImplementation(() => {});
  const postToPage = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
  await expect(postToChat('minimise')).resolves.toBeUndefined();
  expect(postToOther).not.toHaveBeenCalled();
  expect(postToPage).not.toHaveBeenCalled();
});
