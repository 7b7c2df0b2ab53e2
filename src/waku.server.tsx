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

// the built server's entry (dist/serve-node.js) starts listening through `serve`:
// the one place that holds the Node server a SIGTERM must drain
type Serve = typeof nodeServe;
const serve: Serve = (...args) => {
  // every line the server writes is one JSON object (src/lib/logger.ts)
  routeConsoleToLog();
  const listening = (server.serve as Serve)(...args);
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

// compression outermost: it sends on, compressed, what every other layer made
const fetch = withCompression(
  withSecurityHeaders(withImmutableAssets(server.fetch)),
  () => !import.meta.env.DEV && getAppConfig().compression,
);

export default { ...server, fetch, serve };
