import { escapeHtml, plainPage } from './plain-page.ts';

/**
 * What a request with an invalid mock state gets instead of the page (status 400, never
 * a 500): the reason, and a link back to the default state that also replaces a bad cookie.
 */
export const invalidMockStatePage = (message: string) =>
  plainPage(
    'Invalid mock state',
    `<h1>Invalid mock state</h1>
      <p>${escapeHtml(message)}</p>
      <p>Every part is listed in docs/qa.md (the parts) and at <a href="/__mocks/state">/__mocks/state</a>.</p>
      <p><a href="?mock=anonymous">Back to the default state</a></p>`,
  );
