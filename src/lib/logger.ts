import { pino, type Logger } from 'pino';
import { getAppConfig } from './config.ts';
import { getRequestId } from './request-id.ts';
import { getTrace } from './trace-context.ts';

/*
 * On globalThis because Vite may evaluate this module once per server environment;
 * one logger writes one stream.
 */
const LOGGER_KEY = Symbol.for('storefront.logger');
const globals = globalThis as typeof globalThis & { [LOGGER_KEY]?: Logger };

/**
 * The server's structured log: one JSON object per line on stdout, at LOG_LEVEL, each
 * line written inside a request carrying that request's id.
 */
export const getLogger = (): Logger =>
  (globals[LOGGER_KEY] ??= pino(
    {
      level: getAppConfig().logLevel,
      // the release on every line, as in RUM and /metrics
      base: { service: 'storefront-web', version: getAppConfig().monitoring.version },
      mixin: () => {
        const requestId = getRequestId();
        const trace = getTrace();
        return {
          ...(requestId ? { requestId } : {}),
          ...(trace ? { trace_id: trace.traceId } : {}),
        };
      },
    },
    stdoutThatNeverBlocks(),
  ));

/** What the log may hold while nothing reads it; past this, lines are dropped. */
export const LOG_BUFFER_MAX_BYTES = 1024 * 1024;

/**
 * Standard output, written synchronously as pino does by default, but never waited on: when
 * whatever reads the log stops reading (a stalled collector, a pipe left full), pino's
 * default retries the write for ever, 100 ms at a time, and the process can neither serve nor
 * shut down. Here a line that cannot be written now is kept, up to LOG_BUFFER_MAX_BYTES, for
 * the next write; a reader gone for good (EPIPE) loses the lines, not the process.
 */
const stdoutThatNeverBlocks = () => {
  const destination = pino.destination({
    dest: 1,
    sync: true,
    maxLength: LOG_BUFFER_MAX_BYTES,
    retryEAGAIN: () => false,
  });
  destination.on('error', () => {
    // nowhere to say it: the lines wait in the buffer, or are lost with the reader
  });
  return destination;
};
