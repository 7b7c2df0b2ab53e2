import type { RequestHandler } from 'msw';

/** Every mocked backend's handlers, for the server process, unit tests and the Pact provider. */
export const handlers: RequestHandler[] = [];
