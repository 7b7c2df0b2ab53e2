import { expect, test, type Response } from '@playwright/test';
import { hydrated } from './helpers/hydration.ts';

// help texts of the blocks' editor inputs: only the editor's registrations carry them
const EDITOR_INPUT_HELP = '40 characters max';
// the CMS SDK's own registration call
const SDK_REGISTRATION = 'registerComponent';

for (const path of ['/', '/science']) {
  test(`${path} loads no CMS editor or SDK code outside a preview`, async ({ page }) => {
    const scripts: Response[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response);
      }
    };
    page.on('response', collect);
    await page.goto(path);
    await hydrated(page);
    // Every script of the page's own runs before hydration; what comes later is the chat
    // vendor's loader, added after load and idle. Collecting stops before any body is read,
    // so no read is still under way when the test ends.
    page.off('response', collect);
    const loaded = await Promise.all(
      scripts.map(async (response) => ({ url: response.url(), body: await response.text() })),
    );
    expect(loaded.length).toBeGreaterThan(0);
    const editorCode = loaded
      .filter(({ body }) => body.includes(EDITOR_INPUT_HELP) || body.includes(SDK_REGISTRATION))
      .map(({ url }) => new URL(url).pathname);
    expect(editorCode).toEqual([]);
  });
}
