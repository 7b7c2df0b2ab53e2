import type { MiddlewareHandler } from 'hono';

/**
 * The one seam through which a process may extend the server before it loads: the
 * mock layer (mocks/register.ts, loaded only in mock mode) adds its middleware and
 * its render fault here. A production server adds nothing, so both lists are empty
 * and the server knows nothing of what might use them.
 */
export type ServerExtensions = {
  /** Hono middleware run before the server's own, in this order */
  middleware: MiddlewareHandler[];
  /** run at the start of every layout render; one that throws fails the render */
  renderChecks: (() => void)[];
};

// on globalThis: the extending code is loaded by Node, the server by its own bundle
const KEY = Symbol.for('storefront.server-extensions');
const globals = globalThis as typeof globalThis & { [KEY]?: ServerExtensions };

export const serverExtensions = (): ServerExtensions =>
  (globals[KEY] ??= { middleware: [], renderChecks: [] });

export const runRenderChecks = (): void => {
  for (const check of serverExtensions().renderChecks) {
    check();
  }
};
