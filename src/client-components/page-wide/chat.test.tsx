import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { server } from '../../../mocks/server/dom-test-server.ts';
import { chatMessageStore } from '../../lib/chat-frame.ts';
import { toastStore } from '../../lib/toasts.ts';
import { Chat } from './chat.tsx';
import { ChatPlaceholder } from './chat-placeholder.tsx';

const router = vi.hoisted(() => ({
  navigate: vi.fn(async () => undefined),
  route: { path: '/', query: '' },
}));
vi.mock('waku/router/client-core', () => ({ useRouterHost_UNSTABLE: () => router }));

afterEach(() => {
  toastStore.set([]);
  chatMessageStore.set(undefined);
  router.navigate.mockClear();
});

const fromChat = (data: unknown, origin = window.location.origin) =>
  window.dispatchEvent(new MessageEvent('message', { origin, data }));

const stubLocation = () => {
  const location = { ...window.location, assign: vi.fn(), replace: vi.fn() };
  vi.spyOn(window, 'location', 'get').mockReturnValue(location);
  return location;
};

test('FROM_IFRAME from our own origin is stored; from another origin it is ignored', async () => {
  render(<Chat script="/taia/chat.js" stylesheet="/taia/chat.css" />);
  fromChat({ type: 'FROM_IFRAME', payload: { text: 'forged' } }, 'https://evil.example');
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(chatMessageStore.get()).toBeUndefined();
  fromChat({ type: 'FROM_IFRAME', payload: { text: 'hi' } });
  await vi.waitFor(() =>
    expect(chatMessageStore.get()).toEqual({ type: 'FROM_IFRAME', payload: { text: 'hi' } }),
  );
});

test('REDIRECT_URL to an http(s) address navigates the whole page', async () => {
  const location = stubLocation();
  render(<Chat script="/taia/chat.js" stylesheet="/taia/chat.css" />);
  fromChat({ type: 'REDIRECT_URL', url: 'https://shop.example/products' });
  await vi.waitFor(() =>
    expect(location.assign).toHaveBeenCalledWith('https://shop.example/products'),
  );
  expect(router.navigate).not.toHaveBeenCalled();
});

test('REDIRECT_URL to one of our paths navigates in-app, then reloads that page', async () => {
  const location = stubLocation();
  render(<Chat script="/taia/chat.js" stylesheet="/taia/chat.css" />);
  fromChat({ type: 'REDIRECT_URL', url: '/science?x=1' });
  await vi.waitFor(() =>
    expect(router.navigate).toHaveBeenCalledWith('/science?x=1', { history: 'push' }),
  );
  await vi.waitFor(() => expect(location.replace).toHaveBeenCalledWith('/science?x=1'));
  expect(location.assign).not.toHaveBeenCalled();
});

test('REDIRECT_URL to any other kind of address is refused', async () => {
  const location = stubLocation();
  render(<Chat script="/taia/chat.js" stylesheet="/taia/chat.css" />);
  const refused = [
    'javascript:alert(1)',
    'data:text/html,hi',
    '//evil.example/',
    'science',
    // one leading slash, yet a browser resolves these to another host
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
  ];
  for (const url of refused) {
    fromChat({ type: 'REDIRECT_URL', url });
  }
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(location.assign).not.toHaveBeenCalled();
  expect(location.replace).not.toHaveBeenCalled();
  expect(router.navigate).not.toHaveBeenCalled();
});

test.each([
  ['left out', {}],
  ['null', { productId: null }],
  ['empty', { productId: '' }],
])('ADDTOCART_CLICK with the productId %s toasts "Failed to add to cart"', async (_, id) => {
  render(<Chat script="/taia/chat.js" stylesheet="/taia/chat.css" />);
  fromChat({ type: 'ADDTOCART_CLICK', ...id });
  await vi.waitFor(() =>
    expect(toastStore.get()).toMatchObject([
      { description: 'Failed to add to cart', severity: 'error' },
    ]),
  );
});

test('ADDTOCART_CLICK whose add fails toasts "Failed to add to cart"', async () => {
  // the CSRF token comes from the mocked site API; the add itself answers 500
  const adds: string[] = [];
  server.use(
    http.post(`${window.location.origin}/cart/item/:productId`, ({ params }) => {
      adds.push(String(params.productId));
      return HttpResponse.json({ statusCode: 500, message: 'down' }, { status: 500 });
    }),
  );
  render(<Chat script="/taia/chat.js" stylesheet="/taia/chat.css" />);
  fromChat({ type: 'ADDTOCART_CLICK', productId: 1001 });
  await vi.waitFor(() =>
    expect(toastStore.get()).toMatchObject([
      { description: 'Failed to add to cart', severity: 'error' },
    ]),
  );
  expect(adds).toEqual(['1001']);
});

test('a malformed message does nothing', async () => {
  render(<Chat script="/taia/chat.js" stylesheet="/taia/chat.css" />);
  fromChat({ type: 'REDIRECT_URL' });
  fromChat('FROM_IFRAME');
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(chatMessageStore.get()).toBeUndefined();
  expect(toastStore.get()).toEqual([]);
});

test("'Chat with Lumi' tells the chat frame to open", async () => {
  const frame = document.createElement('iframe');
  frame.setAttribute('data-chat-frame', '');
  document.body.append(frame);
  const posted = vi.spyOn(frame.contentWindow!, 'postMessage');
  render(<ChatPlaceholder>{'Chat with Lumi'}</ChatPlaceholder>);
  await userEvent.click(screen.getByRole('button', { name: 'Chat with Lumi' }));
  expect(posted).toHaveBeenCalledWith(
    { source: 'storefront', type: 'minimise', payload: false },
    window.location.origin,
  );
  frame.remove();
});

test("the chat that 'Chat with Lumi' opened gives the focus back to it when it closes with the focus inside", async () => {
  const frame = document.createElement('iframe');
  frame.setAttribute('data-chat-frame', '');
  document.body.append(frame);
  vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {});
  render(
    <>
      <Chat script="/taia/chat.js" stylesheet="/taia/chat.css" />
      <ChatPlaceholder>{'Chat with Lumi'}</ChatPlaceholder>
    </>,
  );
  const toggle = screen.getByRole('button', { name: 'Chat with Lumi' });
  await userEvent.click(toggle);
  await vi.waitFor(() => expect(frame).toHaveFocus());
  fromChat({ type: 'FROM_IFRAME', payload: { minimised: false } });
  await vi.waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
  // the chat's own Escape: it says it is minimised, with the focus still in it
  fromChat({ type: 'FROM_IFRAME', payload: { minimised: true } });
  await vi.waitFor(() => expect(toggle).toHaveFocus());
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  frame.remove();
});

test('the stylesheet is added once the page is idle, once, and the loader after it', async () => {
  const stylesheets = () =>
    document.head.querySelectorAll('link[rel="stylesheet"][href="/taia/chat.css"]');
  const loaders = () => document.head.querySelectorAll('script[src="/taia/chat.js"]');
  const { unmount } = render(<Chat script="/taia/chat.js" stylesheet="/taia/chat.css" />);
  await vi.waitFor(() => expect(stylesheets()).toHaveLength(1));
  expect(loaders()).toHaveLength(0);
  stylesheets()[0]?.dispatchEvent(new Event('load'));
  expect(loaders()).toHaveLength(1);
  unmount();
  render(<Chat script="/taia/chat.js" stylesheet="/taia/chat.css" />);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(stylesheets()).toHaveLength(1);
  expect(loaders()).toHaveLength(1);
});
