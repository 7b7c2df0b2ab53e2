/**
 * The window-message contracts, loaded with the first message rather than with the page:
 * they are zod schemas (docs/decisions/014-browser-code-on-first-use.md).
 */
export const loadWindowMessages = async () => {
  // first: zod reads the setting when a schema is built
  await import('./zod-jitless.ts');
  return import('../../contracts/window-messages.ts');
};
