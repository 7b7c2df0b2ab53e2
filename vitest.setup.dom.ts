import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './mocks/server/dom-test-server.ts';
import { resetMockStore } from './mocks/session/store.ts';

// jsdom has no modal dialogs: open and close as the browser does, minus the top layer (the
// scrim, Escape, the inert page behind and focus containment are the browser's, proven in
// e2e/mobile-menu.spec.ts and e2e/sms-modal.spec.ts)
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

// A request no handler answers is a test that does not know what it talks to: msw makes the
// fetch fail, and the test fails here even when the component swallowed that failure.
const unhandled: string[] = [];

const describeFrame = (protocol: string, data: unknown) => {
  const request = (data as { request?: unknown } | undefined)?.request;
  return request instanceof Request ? `${request.method} ${request.url}` : protocol;
};

beforeAll(() =>
  server.listen({
    onUnhandledFrame({ frame, defaults }) {
      unhandled.push(describeFrame(frame.protocol, frame.data));
      defaults.error();
    },
  }),
);

afterEach(() => {
  server.resetHandlers();
  resetMockStore();
  const requests = unhandled.splice(0);
  if (requests.length > 0) {
    throw new Error(`unhandled request(s), add a handler with server.use: ${requests.join(', ')}`);
  }
});

afterAll(() => server.close());
