import type { MiddlewareHandler } from 'hono';

/**
 * The one seam through which a process may extend the server before it loads: the
 * mock layer (mocks/register.ts, loaded only in mock mode) adds its middleware, its
 * render fault and its scenario here. A production server adds nothing, so the lists are empty
 * and the server knows nothing of what might use them.
 */
export type ServerExtensions = {
  /** Hono middleware run before the server's own, in this order */
  middleware: MiddlewareHandler[];
  /** run at the start of every layout render; one that throws fails the render */
  renderChecks: (() => void)[];
  /**
   * what else makes two anonymous shoppers' pages differ, read while serving a page
   * (the mock layer's scenario): parts of the render cache's key
   */
  renderCacheKeys: (() => string)[];
};

// on globalThis: the extending code is loaded by Node, the server by its own bundle
const KEY = Symbol.for('storefront.server-extensions');
const globals = globalThis as typeof globalThis & { [KEY]?: ServerExtensions };

export const serverExtensions = (): ServerExtensions =>
  (globals[KEY] ??= { middleware: [], renderChecks: [], renderCacheKeys: [] });

export const runRenderChecks = (): void => {
  for (const check of serverExtensions().renderChecks) {
    check();
  }
};
