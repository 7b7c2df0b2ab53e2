// time the browser may wait for an idle moment after the load event before the task runs anyway
const IDLE_TIMEOUT_MS = 3000;

const whenIdle = (task: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
};

/**
 * Runs a task once the page has loaded and the browser is idle, so that what it loads
 * never competes with the page's own first load. Returns what cancels it.
 */
export const afterLoadWhenIdle = (task: () => void): (() => void) => {
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    cancelIdle = whenIdle(task);
  };
  if (document.readyState === 'complete') {
    start();
  } else {
    window.addEventListener('load', start, { once: true });
  }
  return () => {
    window.removeEventListener('load', start);
    cancelIdle?.();
  };
};
