import { pino, type Logger } from 'pino';
import { getAppConfig } from './config.ts';
import { getRequestId } from './request-id.ts';

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
  (globals[LOGGER_KEY] ??= pino({
    level: getAppConfig().logLevel,
    base: { service: 'storefront-web' },
    mixin: () => {
      const requestId = getRequestId();
      return requestId ? { requestId } : {};
    },
  }));
