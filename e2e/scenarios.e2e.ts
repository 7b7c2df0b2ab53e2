import { readFileSync } from 'node:fs';
import { expect, inject, test } from 'vitest';
import { MOCK_SCENARIO_NAMES } from '../mocks/scenarios.ts';
import { baseUrl } from './support/browser.ts';

// every scenario but the slow one, whose multi-second latency is its whole point
const SCENARIOS = MOCK_SCENARIO_NAMES.filter((name) => name !== 'slow-backends');

const serverLogSince = (offset: number) => readFileSync(inject('serverLog'), 'utf8').slice(offset);

test.each(SCENARIOS)(
  'scenario %s renders offline without an unhandled request',
  async (scenario) => {
    const offset = readFileSync(inject('serverLog'), 'utf8').length;
    for (const path of ['/', '/science', '/blocks/carousels', '/blocks/forms']) {
      const response = await fetch(`${baseUrl()}${path}?mock-scenario=${scenario}`, {
        headers: { accept: 'text/html' },
      });
      // cms-empty has no content, so its pages are 404s, with the layout
      expect(response.status, `${scenario} ${path}`).toBe(scenario === 'cms-empty' ? 404 : 200);
      expect(await response.text()).toContain('Skip to main content');
    }
    const log = serverLogSince(offset);
    expect(log).not.toMatch(/unhandled|Cannot bypass|\[MSW\]/i);
  },
);
