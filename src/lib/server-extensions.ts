import type { MiddlewareHandler } from 'hono';

/**
 * The one seam through which a process may extend the server before it loads: the
 * mock layer (mocks/server/register.ts, loaded only in mock mode) adds its middleware, its
 * render fault, its mock state and its scenario bar here. A production server adds nothing, so the lists are empty
 * and the server knows nothing of what might use them.
 */
export type ServerExtensions = {
  /** Hono middleware run before the server's own, in this order */
  middleware: MiddlewareHandler[];
  /** run at the start of every layout render; one that throws fails the render */
  renderChecks: (() => void)[];
  /**
   * what else makes two anonymous shoppers' pages differ, read while serving a page
   * (the mock layer's mock state): parts of the render cache's key
   */
  renderCacheKeys: (() => string)[];
  /**
   * cookies a page's shared render may read besides the locale (the mock layer's state):
   * every other cookie is taken off a page request before it renders
   */
  sharedCookies: string[];
  /**
   * same-origin module scripts every page loads after it has painted, with the page's
   * nonce (the mock layer's scenario bar): none in production, so no markup either
   */
  pageScripts: string[];
  /**
   * the transport of the server's backend calls when a layer must see them at `fetch` (the
   * mock layer's msw): unset in production, where they go through keep-alive pools
   * (src/lib/backend-transport.ts)
   */
  backendFetch?: typeof fetch | undefined;
};

// on globalThis: the extending code is loaded by Node, the server by its own bundle
const KEY = Symbol.for('storefront.server-extensions');
const globals = globalThis as typeof globalThis & { [KEY]?: ServerExtensions };

export const serverExtensions = (): ServerExtensions =>
  (globals[KEY] ??= {
    middleware: [],
    renderChecks: [],
    renderCacheKeys: [],
    sharedCookies: [],
    pageScripts: [],
  });

export const runRenderChecks = (): void => {
  for (const check of serverExtensions().renderChecks) {
    check();
  }
};
