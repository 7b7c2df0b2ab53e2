import type { Server } from 'node:http';
import { closeSharedCache } from './cache/server.ts';
import { getLogger } from './logger.ts';
import { shutDownTracing } from './tracing.ts';

/*
 * On globalThis: the shutdown hook (the server entry) and /readyz (middleware) may be
 * evaluated as separate copies of this module.
 */
const DRAINING_KEY = Symbol.for('storefront.draining');
const globals = globalThis as typeof globalThis & { [DRAINING_KEY]?: boolean };

/** True once a SIGTERM arrived: /readyz then answers 503 so the load balancer stops sending. */
export const isDraining = (): boolean => globals[DRAINING_KEY] === true;

// how often idle keep-alive connections are closed while draining, so clients reconnect elsewhere
const IDLE_SWEEP_MS = 100;

/**
 * Graceful shutdown on SIGTERM (and SIGINT). A SIGTERM first drains: for `drainMs` the
 * server goes on serving while /readyz answers 503, so the edge's probe and load balancers
 * take it out of rotation before a connection is refused (docs/operations.md#rolling-deploy);
 * a SIGINT (a person's Ctrl-C, no balancer in front) skips that. Then: stop accepting
 * connections, let the requests in flight finish, close the cache connections and exit 0; a
 * request still running, or a cache connection still closing, `timeoutMs` after the drain is
 * cut and the process exits 1.
 */
export const shutDownGracefully = (
  server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>,
  {
    timeoutMs,
    drainMs = 0,
    exit = (code: number) => process.exit(code),
  }: {
    timeoutMs: number;
    drainMs?: number;
    exit?: (code: number) => void;
  },
) => {
  const log = getLogger().child({ component: 'lifecycle' });
  const close = (signal: string) => {
    // armed before anything else, so that the process exits whatever happens next
    const deadline = setTimeout(() => {
      log.warn('shutdown deadline reached: closing the connections still open');
      server.closeAllConnections();
      exit(1);
    }, timeoutMs);
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.close(() => {
      clearInterval(sweep);
      // the deadline holds until the cache's connections are closed and the last spans sent
      // too: a hung Redis never answers QUIT, a collector may never answer, and neither must
      // keep the process alive
      void Promise.allSettled([closeSharedCache(), shutDownTracing()]).finally(() => {
        clearTimeout(deadline);
        log.info('shut down');
        exit(0);
      });
    });
    log.info({ signal, timeoutMs }, 'shutting down: finishing requests in flight');
  };
  const stop = (signal: string) => {
    if (isDraining()) {
      // a second signal (an impatient orchestrator, a double Ctrl-C) must not cut the drain
      log.info({ signal }, 'already shutting down: still finishing requests in flight');
      return;
    }
    globals[DRAINING_KEY] = true;
    const drain = signal === 'SIGTERM' ? drainMs : 0;
    if (drain === 0) {
      close(signal);
      return;
    }
    log.info({ signal, drainMs: drain }, 'draining: /readyz fails, still serving');
    setTimeout(() => close(signal), drain);
  };
  // `on`, not `once`: after a once-listener has run, Node's default for the signal kills at once
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
};

/**
 * The start line, written once the port is held, not once listening was asked for; a port
 * already taken (or refused) is one line on stderr and exit 1, not a stack trace after a
 * "listening" line.
 */
export const reportListening = (
  server: Pick<Server, 'once' | 'address'>,
  exit: (code: number) => void = (code) => process.exit(code),
) => {
  server.once('listening', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : address;
    getLogger().info({ port }, `[storefront] listening on http://localhost:${port}`);
  });
  server.once('error', (error: NodeJS.ErrnoException) => {
    const port = process.env.PORT ?? '3000';
    const reason =
      error.code === 'EADDRINUSE'
        ? `port ${port} is already in use (another server is running on it; set PORT to another)`
        : `cannot listen on port ${port}: ${error.code ?? error.message}`;
    process.stderr.write(`[storefront] ${reason}\n`);
    exit(1);
  });
};
