import { expect, test } from '@playwright/test';
import { MOCK_PRESET_NAMES } from '../mocks/state/presets.ts';
import { serverLog } from './helpers/server-log.ts';

// every preset but the slow one, whose multi-second latency is its whole point
const PRESETS = MOCK_PRESET_NAMES.filter((name) => name !== 'slow-backends');

for (const preset of PRESETS) {
  test(`preset ${preset} renders offline without an unhandled request`, async ({ request }) => {
    const log = serverLog();
    for (const path of ['/', '/science', '/blocks/carousels', '/blocks/forms']) {
      const response = await request.get(`${path}?mock=${preset}`, {
        headers: { accept: 'text/html' },
      });
      // cms-empty has no content, so its pages are 404s; with the CMS down they are 503s
      const expected = { 'cms-empty': 404, 'cms-down': 503 }[preset as string] ?? 200;
      expect(response.status(), `${preset} ${path}`).toBe(expected);
      expect(await response.text()).toContain('Skip to main content');
    }
    expect(log.since()).not.toMatch(/unhandled|Cannot bypass|\[MSW\]/i);
  });
}
