import type { Context } from 'hono';
import { getLogger } from '../../lib/logger.ts';
import { safeForLog } from '../../lib/log-safe.ts';
import { isRscRequest } from '../guards/request-kind.ts';

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * The answer to an error thrown past the middleware (the app's `onError`, in place of
 * Hono's, which prints the stack to stderr). waku renders inside its own try, but reads an
 * RSC request's body outside it: what a body-carrying RSC request throws is a body waku
 * could not read, a `400` (docs/decisions/008-hostile-requests.md) and no error of ours.
 * Anything else is a `500`, logged as one line with its stack and the request's id.
 */
export const answerThrown = (error: Error, c: Context): Response => {
  const request = c.req.raw;
  if (isRscRequest(request) && request.method === 'POST') {
    getLogger().debug({ reason: safeForLog(error.message) }, 'unreadable RSC request');
    return plain(400, 'Bad Request');
  }
  getLogger().error({ err: error }, 'request failed');
  return plain(500, 'Internal Server Error');
};
