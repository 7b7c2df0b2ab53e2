import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import type { Env, MiddlewareHandler } from 'hono';

/** Where every page loads the scenario bar from (mock mode only). */
export const SCENARIO_BAR_PATH = '/__mocks/scenario-bar.js';

// read and stripped once, on the first request for it: mock mode pays for the bar, nothing else
let script: string | undefined;
const scenarioBarScript = () =>
  (script ??= stripTypeScriptTypes(
    readFileSync(new URL('./scenario-bar.client.ts', import.meta.url), 'utf8'),
  ));

/** Serves the scenario bar's browser script. */
export const scenarioBarRoute: MiddlewareHandler<Env> = async (c, next) => {
  if (new URL(c.req.url).pathname !== SCENARIO_BAR_PATH) {
    await next();
    return;
  }
  return c.body(scenarioBarScript(), 200, {
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'no-cache',
  });
};
