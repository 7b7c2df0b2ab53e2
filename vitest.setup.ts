import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { withMockAddresses } from './mocks/server/environment.ts';
import { serverExtensions } from './src/lib/server-extensions.ts';

// unit tests run the server's modules against the mocks (mocks/server/test-server.ts), as mock mode
// does: their backend calls go through fetch, where msw answers them
Object.assign(process.env, withMockAddresses(process.env));
serverExtensions().backendFetch = (input, init) => globalThis.fetch(input, init);

// A stray console.error is a bug the test did not notice: fail it (Epic Stack habit).
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  // Testing Library unmounts by itself only when vitest globals are on; they are not.
  cleanup();
  vi.restoreAllMocks();
});

// waku/router/server loads React's server build, which needs the react-server condition
// unit tests do not run under; its request parser is plain and is used as is (middleware
// reads page addresses with it); nothing else of the module is provided.
vi.mock('waku/router/server', async () => {
  const parser =
    // a file of waku's build, outside its package exports
    (await import('./node_modules/waku/dist/router/server-utils/parse-router-request.js')) as {
      parseRouterRequest: (request: Request) => unknown;
    };
  return { unstable_parseRouterRequest: parser.parseRouterRequest };
});
