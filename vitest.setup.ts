import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { withMockAddresses } from './mocks/environment.ts';

// unit tests run the server's modules against the mocks (mocks/test-server.ts), as mock mode does
Object.assign(process.env, withMockAddresses(process.env));

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
