// @vitest-environment jsdom
import { expect, test, vi } from 'vitest';
import { ownOriginMessageListener } from './own-origin-messages.ts';

const message = (data: unknown, origin = window.location.origin) =>
  new MessageEvent('message', { origin, data });

test('messages of our own origin are handled one after another, in the order they came', async () => {
  const handled: unknown[] = [];
  let arrive = () => {};
  const codeArrived = new Promise<void>((resolve) => (arrive = resolve));
  const listener = ownOriginMessageListener(async ({ data }) => {
    // the first message waits for the handling's code; the later ones must wait behind it
    if (data === 'first') {
      await codeArrived;
    }
    handled.push(data);
  });
  listener(message('first'));
  listener(message('forged', 'https://evil.example'));
  listener(message('second'));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(handled).toEqual([]);
  arrive();
  await expect.poll(() => handled).toEqual(['first', 'second']);
});

test('a message whose handling fails is reported and holds up none after it', async () => {
  const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
  const handled: unknown[] = [];
  const listener = ownOriginMessageListener(async ({ data }) => {
    if (data === 'broken') {
      throw new Error('the code did not arrive');
    }
    handled.push(data);
  });
  listener(message('broken'));
  listener(message('next'));
  await expect.poll(() => handled).toEqual(['next']);
  expect(reported).toHaveBeenCalledWith('A window message was not handled:', expect.any(Error));
});
