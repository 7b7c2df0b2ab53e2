import { TimeBoxError } from './time-box.ts';

/**
 * How a backend call ended without its answer, in words a log line, a metric and a span can
 * count: out of time (our time box, the page budget, or the client's own timer inside the
 * call), or failed with the backend's HTTP status, or failed with a kind of error where no
 * status came back (`network`, `contract`, …). A timeout is never a status: the site-API
 * client files a call it gave up on under its default 500, which no backend answered.
 */
export type BackendFailure =
  | { outcome: 'time-box' }
  | { outcome: 'error'; status: number }
  | { outcome: 'error'; errorKind: string };

const TIMEOUT_NAMES = new Set(['TimeoutError', TimeBoxError.name]);

const causes = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  // bounded: a cause chain is a few links, and a cycle must not hang the fallback
  for (let link = error; link !== undefined && chain.length < 8;) {
    chain.push(link);
    link = link instanceof Error ? link.cause : undefined;
  }
  return chain;
};

const nameOf = (error: unknown) => (error instanceof Error ? error.name : typeof error);

const kindOf = (error: unknown) => {
  const name = nameOf(error);
  // fetch rejects with a TypeError when no answer came back at all
  if (name === 'TypeError') {
    return 'network';
  }
  return name === 'ZodError' || name === '$ZodError' ? 'contract' : name;
};

const statusOf = (error: unknown) => {
  if (typeof error !== 'object' || error === null) {
    return undefined;
  }
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  const value = statusCode ?? status;
  return typeof value === 'number' ? value : undefined;
};

/** `aborted`: the call's budget ran out or its client went away (what ended it, not how it failed). */
export const describeFailure = (error: unknown, aborted: boolean): BackendFailure => {
  const chain = causes(error);
  if (aborted || chain.some((link) => TIMEOUT_NAMES.has(nameOf(link)))) {
    return { outcome: 'time-box' };
  }
  const deepest = chain.at(-1);
  // a status with no cause behind it is the backend's answer; with one, it is the client's filing
  const status = chain.length === 1 ? statusOf(error) : undefined;
  return status === undefined
    ? { outcome: 'error', errorKind: kindOf(deepest) }
    : { outcome: 'error', status };
};
