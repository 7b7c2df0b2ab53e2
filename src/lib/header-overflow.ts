import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/*
 * What a browser gets when its request's headers are more than the server reads (Node's
 * 16 kB): nearly always years of cookies from this site and its tag manager. Node's own
 * answer is an empty 431, which a shopper sees as a blank page on every address until they
 * happen to clear their cookies, so the page says what to do (docs/operations.md#request-limits-and-cookies).
 */
const HEADER_OVERFLOW_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many cookies</title></head>
<body><h1>Your browser sent more cookies than we can read</h1>
<p>Clear this site's cookies (in your browser's settings, under cookies and site data), then reload the page.</p></body></html>
`;

const rawResponse = (status: string, body = '', type = 'text/plain; charset=utf-8') =>
  [
    `HTTP/1.1 ${status}`,
    `Content-Type: ${type}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');

// a socket whose response has started cannot take another (Node's own check)
type ClientSocket = Duplex & { _httpMessage?: { headersSent?: boolean } | null };

/**
 * Answers requests Node cannot parse as Node does (400, 408 when the client was too slow),
 * except headers over the limit: a 431 with a page that says what to do.
 */
export const answerClientErrors = (server: Server) => {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: ClientSocket) => {
    if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const answer =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? rawResponse(
            '431 Request Header Fields Too Large',
            HEADER_OVERFLOW_PAGE,
            'text/html; charset=utf-8',
          )
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? rawResponse('408 Request Timeout')
          : rawResponse('400 Bad Request');
    socket.end(answer);
  });
};
