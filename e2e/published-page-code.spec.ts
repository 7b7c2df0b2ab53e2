import { expect, test } from '@playwright/test';
import { hydrated } from './helpers/hydration.ts';

// help texts of the blocks' editor inputs: only the editor's registrations carry them
const EDITOR_INPUT_HELP = '40 characters max';
// the CMS SDK's own registration call
const SDK_REGISTRATION = 'registerComponent';

for (const path of ['/', '/science']) {
  test(`${path} loads no CMS editor or SDK code outside a preview`, async ({ page }) => {
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.text().then((body) => ({ url: response.url(), body })));
      }
    });
    await page.goto(path);
    await hydrated(page);
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    const editorCode = loaded
      .filter(({ body }) => body.includes(EDITOR_INPUT_HELP) || body.includes(SDK_REGISTRATION))
      .map(({ url }) => new URL(url).pathname);
    expect(editorCode).toEqual([]);
  });
}
