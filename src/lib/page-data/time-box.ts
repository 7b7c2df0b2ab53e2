/** Why a time-boxed call ended without its answer. */
export class TimeBoxError extends Error {
  override name = 'TimeBoxError';
}

/**
 * Runs `call` with a signal that aborts after `timeoutMs` or when `signal` aborts (the
 * client went away, the page budget ran out), and settles with `fallback` the moment
 * either happens: a backend that never answers, or ignores the signal, cannot hold the
 * page. A call that fails takes the same fallback; the fallback runs once.
 */
export const timeBoxed = <T>(
  call: (signal: AbortSignal) => Promise<T>,
  { timeoutMs, signal, name }: { timeoutMs: number; signal: AbortSignal; name: string },
  fallback: (error: unknown) => T,
): Promise<T> => {
  const boxed = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
  return new Promise<T>((resolve) => {
    let settled = false;
    const settle = (value: () => T) => {
      if (!settled) {
        settled = true;
        boxed.removeEventListener('abort', giveUp);
        resolve(value());
      }
    };
    function giveUp() {
      settle(() =>
        fallback(
          signal.aborted
            ? signal.reason
            : new TimeBoxError(`${name} did not answer within ${timeoutMs} ms`),
        ),
      );
    }
    if (boxed.aborted) {
      giveUp();
      return;
    }
    boxed.addEventListener('abort', giveUp, { once: true });
    call(boxed).then(
      (value) => settle(() => value),
      (error: unknown) => settle(() => fallback(error)),
    );
  });
};
