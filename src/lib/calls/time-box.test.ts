import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { timeBoxed, TimeBoxError } from './time-box.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const never = () => new Promise<string>(() => {});

test('a call that answers in time gives its answer, and nothing aborts it afterwards', async () => {
  // real timers: the point is what a timer left behind would do after the box's time
  vi.useRealTimers();
  let callSignal: AbortSignal | undefined;
  const answer = await timeBoxed(
    async (signal) => {
      callSignal = signal;
      return 'answer';
    },
    { timeoutMs: 10, signal: new AbortController().signal, name: 'cart' },
    () => 'fallback',
  );
  expect(answer).toBe('answer');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(callSignal?.aborted).toBe(false);
});

test('a call past its time box takes the fallback with a TimeBoxError, and its signal aborts', async () => {
  let callSignal: AbortSignal | undefined;
  const fallback = vi.fn((_error: unknown) => 'fallback');
  const result = timeBoxed(
    (signal) => {
      callSignal = signal;
      return never();
    },
    { timeoutMs: 500, signal: new AbortController().signal, name: 'cart' },
    fallback,
  );
  await vi.advanceTimersByTimeAsync(499);
  expect(fallback).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  await expect(result).resolves.toBe('fallback');
  expect(fallback).toHaveBeenCalledOnce();
  expect(fallback.mock.calls[0]![0]).toBeInstanceOf(TimeBoxError);
  expect((fallback.mock.calls[0]![0] as Error).message).toBe('cart did not answer within 500 ms');
  expect(callSignal?.aborted).toBe(true);
});

test('the page signal aborting ends the call at once, with its reason, and stops the timer', async () => {
  const page = new AbortController();
  const fallback = vi.fn((_error: unknown) => 'fallback');
  const result = timeBoxed(never, { timeoutMs: 500, signal: page.signal, name: 'cart' }, fallback);
  const reason = new Error('the client went away');
  page.abort(reason);
  await expect(result).resolves.toBe('fallback');
  expect(fallback).toHaveBeenCalledWith(reason);
  expect(vi.getTimerCount()).toBe(0);
});

test('an already aborted page signal never starts the call', async () => {
  const page = new AbortController();
  page.abort(new Error('gone'));
  const call = vi.fn(never);
  await expect(
    timeBoxed(call, { timeoutMs: 500, signal: page.signal, name: 'cart' }, () => 'fallback'),
  ).resolves.toBe('fallback');
  expect(call).not.toHaveBeenCalled();
});

test('a failing call takes the fallback once, with its error', async () => {
  const error = new Error('503');
  const fallback = vi.fn((_error: unknown) => 'fallback');
  await expect(
    timeBoxed(
      () => Promise.reject(error),
      { timeoutMs: 500, signal: new AbortController().signal, name: 'cart' },
      fallback,
    ),
  ).resolves.toBe('fallback');
  expect(fallback).toHaveBeenCalledExactlyOnceWith(error);
  expect(vi.getTimerCount()).toBe(0);
});
