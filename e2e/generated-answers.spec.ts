import type { Page } from '@playwright/test';
import { seriousViolations } from './helpers/axe.ts';
import { gotoHydrated } from './helpers/hydration.ts';
import { expect, test } from './support/mock-state.ts';

/*
 * Pages in a browser against answers generated from the backends' contracts (the
 * `generated-SEED` fault, docs/qa.md#generated-answers), at a phone's width and a desktop's:
 * no page error, no hydration mismatch, nothing wider than the page or than the box that
 * holds it, no serious or critical axe violation. One page type per seed, in turn; a failure
 * names the link that shows it. `GENERATED_E2E_SEEDS` and `GENERATED_SEED_FROM` choose them.
 */
const SEEDS = Number(process.env.GENERATED_E2E_SEEDS ?? 30);
const FROM = Number(process.env.GENERATED_SEED_FROM ?? 1);
const PATHS = ['/', '/science', '/blocks/carousels', '/blocks/forms', '/welcome'];

/**
 * Elements whose box reaches past the viewport's right edge while nothing between them and
 * the page clips them (a carousel's track is clipped by its viewport: that is its design).
 */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (node: Element) => {
      for (let parent = node.parentElement; parent; parent = parent.parentElement) {
        if (
          getComputedStyle(parent).overflowX !== 'visible' &&
          parent.getBoundingClientRect().right <= width + 1
        ) {
          return true;
        }
      }
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((node) => {
        const box = node.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && !clipped(node);
      })
      .slice(0, 5)
      .map(
        (node) =>
          `${node.tagName.toLowerCase()}.${node.className} ${node.textContent?.slice(0, 60)}`,
      );
  });

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (let seed = FROM; seed < FROM + SEEDS; seed++) {
      const path = PATHS[seed % PATHS.length]!;
      const state = `all:generated-${seed}`;
      test(`seed ${seed}: ${path}?mock=${state}`, async ({ page, mockState }) => {
        await mockState(state);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error' && /hydrat/i.test(message.text())) {
            errors.push(message.text());
          }
        });
        const response = await gotoHydrated(page, path);
        expect([200, 404]).toContain(response?.status());
        expect(errors).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
          viewport.width,
        );
        expect(await overflowing(page)).toEqual([]);
        // colours are the editors' choice, held by the editor's checks: generated ones may clash
        const violations = await seriousViolations(page);
        expect(violations.filter((line) => !line.startsWith('color-contrast:'))).toEqual([]);
      });
    }
  });
}
