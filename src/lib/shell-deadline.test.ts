import { afterEach, expect, test, vi } from 'vitest';
import { byDeadline, SHELL_DEADLINE_MS, startShellDeadline } from './shell-deadline.ts';

afterEach(() => vi.useRealTimers());

const never = new Promise<never>(() => undefined);

test('a value there before the deadline is ready', async () => {
  expect(await byDeadline(Promise.resolve('entry'), never)).toEqual({
    ready: true,
    value: 'entry',
  });
});

test('a value still out when the deadline passes is not ready', async () => {
  expect(await byDeadline(never, Promise.resolve())).toEqual({ ready: false });
});

test('a value already settled wins over a deadline already passed', async () => {
  const value = Promise.resolve(3);
  const deadline = Promise.resolve();
  await Promise.all([value, deadline]);
  expect(await byDeadline(value, deadline)).toEqual({ ready: true, value: 3 });
});

test('the deadline passes after its time, never for a crawler', async () => {
  vi.useFakeTimers();
  const passed = vi.fn();
  const crawlerPassed = vi.fn();
  void startShellDeadline({ waitForEverything: false }).then(passed);
  void startShellDeadline({ waitForEverything: true }).then(crawlerPassed);
  await vi.advanceTimersByTimeAsync(SHELL_DEADLINE_MS - 1);
  expect(passed).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(passed).toHaveBeenCalledOnce();
  await vi.advanceTimersByTimeAsync(60_000);
  expect(crawlerPassed).not.toHaveBeenCalled();
});
