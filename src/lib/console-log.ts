import { format } from 'node:util';
import type { Logger } from 'pino';
import { getLogger } from './logger.ts';

// console's methods and the log level each is written at
const LEVELS = {
  error: 'error',
  warn: 'warn',
  info: 'info',
  log: 'info',
  debug: 'debug',
  trace: 'trace',
} as const;

/**
 * Sends what is written through `console` (by React, waku, the CMS SDK and our own modules)
 * to the structured log: one JSON line each, at the method's level, with the request's id
 * when one is being served; an Error among the arguments goes in `err` with its stack, as
 * one field, rather than as lines of text. The production server's start does this once
 * (src/waku.server.tsx); tests and the dev server keep the plain console.
 */
export const routeConsoleToLog = (log: Logger = getLogger()) => {
  const target = log.child({ source: 'console' });
  for (const [method, level] of Object.entries(LEVELS) as [keyof typeof LEVELS, Level][]) {
    console[method] = (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const message = format(...args.filter((arg) => arg !== err));
      if (err) {
        target[level]({ err }, message || err.message);
      } else {
        target[level](message);
      }
    };
  }
};

type Level = (typeof LEVELS)[keyof typeof LEVELS];
