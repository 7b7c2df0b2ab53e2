import { AsyncLocalStorage } from 'node:async_hooks';
import type { MockState } from '../state/mock-state.ts';

type ServedRequest = {
  cookies: ReadonlyMap<string, string>;
  state: MockState;
  renderFault: boolean;
  /** the page the request is for: its own path, or for a browser's API call the page that made it */
  page?: string | undefined;
};

/*
 * The CMS SDK does not forward the shopper's cookies, so its mocked calls would never
 * see the mock state: the page request being served is kept in an async context that
 * the mocks read as a fallback, the render cache keys on and the render check reads for
 * its fault switch.
 */
const servedRequest = new AsyncLocalStorage<ServedRequest>();

export const runServedRequest = <T>(request: ServedRequest, serve: () => Promise<T>) =>
  servedRequest.run(request, serve);

/** The cookies of the page request being served, when there is one. */
export const readServedRequestCookies = (): ReadonlyMap<string, string> =>
  servedRequest.getStore()?.cookies ?? new Map();

/** The page the request being served is for, when there is one (the mock journal's grouping). */
export const readServedPage = (): string | undefined => servedRequest.getStore()?.page;

/** The mock state of the page request being served, when there is one. */
export const readServedMockState = (): MockState | undefined => servedRequest.getStore()?.state;

/**
 * QA's switch for the 500 page: `?mock-fault=render` makes the layout's render fail
 * for real, so the whole error path (status, server-rendered page) is exercised.
 */
export const failRenderOnRequest = () => {
  if (servedRequest.getStore()?.renderFault) {
    throw new Error('Render fault requested with ?mock-fault=render');
  }
};
