/**
 * The mocked backends for `npm run bench` (mocks/server/mock-backends-server.ts, as `npm run
 * mocks`), on free loopback ports: the app under measurement then runs no msw, so its CPU
 * time is its own. MOCK_STATE picks the state (`slow-backends` for the slow-backend
 * figure). Prints one JSON line with the port of each backend, then one line per call it
 * answers (the edge row counts them).
 */
import { startMockBackends } from '../mocks/server/mock-backends-server.ts';

let started = false;
const { ports } = await startMockBackends({
  defaultState: process.env.MOCK_STATE,
  log: (line) => {
    if (started) {
      console.log(line);
    }
  },
});
console.log(JSON.stringify(ports));
started = true;
