/**
 * How long the first flush of a page waits for its backend calls
 * (docs/decisions/011-streaming-shell.md). Cached and healthy backends answer well inside
 * it, so the whole page goes out in one piece; anything still out by then streams in
 * behind a placeholder. It also decides the status: a CMS page call that failed by then
 * still makes the response a 503 (docs/behaviour.md#failures).
 */
export const SHELL_DEADLINE_MS = 150;

/**
 * When the first flush of a page stops waiting: `ms` from now, or never for a crawler,
 * which waits for every call (each ends within its time box and the page budget) so it
 * gets the true status and the whole page in its HTML.
 */
export const startShellDeadline = (
  { waitForEverything }: { waitForEverything: boolean },
  ms = SHELL_DEADLINE_MS,
): Promise<void> =>
  waitForEverything
    ? new Promise<void>(() => undefined)
    : new Promise<void>((resolve) => {
        // a request that ends sooner must not keep the process up for the timer
        setTimeout(resolve, ms).unref();
      });

export type ByDeadline<T> = { ready: true; value: T } | { ready: false };

/**
 * The value of `promise` if it is there by `deadline`, else word that it is not; a
 * promise already settled wins over a deadline already passed.
 */
export const byDeadline = <T>(
  promise: Promise<T>,
  deadline: Promise<void>,
): Promise<ByDeadline<T>> =>
  Promise.race([
    promise.then((value): ByDeadline<T> => ({ ready: true, value })),
    deadline.then((): ByDeadline<T> => ({ ready: false })),
  ]);
