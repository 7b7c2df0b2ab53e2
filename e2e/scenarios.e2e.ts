import { readFileSync } from 'node:fs';
import { expect, inject, test } from 'vitest';
import { baseUrl } from './support/browser.ts';

const SCENARIOS = [
  'anonymous',
  'customer',
  'professional',
  'developer',
  'ambassador',
  'all-roles',
  'canada',
  'full-cart',
  'cms-empty',
  'site-api-down',
  'cms-down',
  'personalisation-down',
] as const;

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
