/**
 * Test-only: loaded with `--expose-gc --import` into a storefront that the memory test and
 * bench/heap.mjs start, never by `npm start`. On SIGUSR2 it collects garbage and prints,
 * as one numbered JSON line the caller reads from stdout, the heap then and how many HTTP
 * responses and TLS sockets are still alive: the figures issue 25 (case 11) asks for,
 * without a route on the production path.
 */
import { ServerResponse } from 'node:http';
import { TLSSocket } from 'node:tls';
import { queryObjects } from 'node:v8';

const collect = globalThis.gc;
if (!collect) {
  throw new Error('heap-probe needs node --expose-gc');
}

let sample = 0;
process.on('SIGUSR2', () => {
  sample += 1;
  const current = sample;
  // two passes a turn apart: the first one's weak callbacks and finalizers free more
  collect();
  setImmediate(() => {
    collect();
    const { heapUsed } = process.memoryUsage();
    // a served page's response, and msw's mock sockets, were what the leak kept
    const serverResponses = queryObjects(ServerResponse, { format: 'count' });
    const tlsSockets = queryObjects(TLSSocket, { format: 'count' });
    // straight to stdout: the server's console goes through its logger, which the test sets
    // to leave out info lines
    process.stdout.write(
      `${JSON.stringify({ heapProbe: { sample: current, heapUsed, serverResponses, tlsSockets } })}\n`,
    );
  });
});
