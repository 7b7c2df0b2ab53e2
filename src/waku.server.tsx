import type { serve as nodeServe } from '@hono/node-server';
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/default';
import { getSharedCache } from './lib/cache/server.ts';
import { getAppConfig, placeholdersInProduction } from './lib/config.ts';
import { answerClientErrors } from './lib/header-overflow.ts';
import { getLogger } from './lib/logger.ts';
import { routeConsoleToLog } from './lib/console-log.ts';
import { reportListening, shutDownGracefully } from './lib/lifecycle.ts';
import { withCompression } from './middleware/document/compression.ts';
import { withImmutableAssets } from './middleware/document/immutable-assets.ts';
import { requestPipeline } from './middleware/pipeline.ts';
import { withSecurityHeaders } from './middleware/document/security-headers.ts';

const pages = import.meta.glob('./pages/**/*.{tsx,ts}');

const server = adapter(fsRouter(pages), {
  // bodyLimits replaces the adapter's single 100 MB limit
  bodyLimit: false,
  middlewareFns: requestPipeline(),
});

// compression outermost: it sends on, compressed, what every other layer made
const fetch = withCompression(
  withSecurityHeaders(withImmutableAssets(server.fetch)),
  () => !import.meta.env.DEV && getAppConfig().compression,
);

// the built server's entry (dist/serve-node.js) starts listening through `serve`:
// the one place that holds the Node server a SIGTERM must drain
type Serve = typeof nodeServe;
const serve: Serve = (options, ...rest) => {
  // every line the server writes is one JSON object (src/lib/logger.ts)
  routeConsoleToLog();
  // the built entry's fetch copies every environment variable for waku's getEnv before each
  // request: 6 % of the shopper answer's CPU (`node bench/profile.mjs`). Our configuration
  // is src/lib/config.ts and nothing here calls getEnv, so requests go straight to the app.
  const listening = (server.serve as Serve)({ ...options, fetch }, ...rest);
  if ('closeIdleConnections' in listening) {
    answerClientErrors(listening);
    reportListening(listening);
    const { shutdownTimeoutMs, shutdownDrainMs } = getAppConfig();
    shutDownGracefully(listening, { timeoutMs: shutdownTimeoutMs, drainMs: shutdownDrainMs });
  }
  const placeholders = placeholdersInProduction(process.env);
  if (placeholders.length > 0) {
    getLogger().warn(
      { variables: placeholders },
      'mocks are off but these still hold the local stand-ins: set them (docs/operations.md#production-checklist)',
    );
  }
  // connected now rather than by the first page, so the first pages after a start use it
  getSharedCache();
  return listening;
};

export default { ...server, fetch, serve };
