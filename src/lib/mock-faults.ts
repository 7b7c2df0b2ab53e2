import { unstable_getRequest as getRequest } from 'waku/router/server';
import { getAppConfig } from './config.ts';

/**
 * QA's switch for the 500 page: with the mocks on, `?mock-fault=render` makes the
 * render fail for real, so the whole error path (status, server-rendered page) is
 * exercised end to end. It does nothing when the mocks are off.
 */
export const throwIfRenderFaultRequested = () => {
  if (!getAppConfig().mocks.enabled) {
    return;
  }
  const url = new URL(getRequest().url);
  if (url.searchParams.get('mock-fault') === 'render') {
    throw new Error('Render fault requested with ?mock-fault=render');
  }
};
