import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers/hydration.ts';

/*
 * The navigation bar sticks to the top of the page; what the keyboard focuses is scrolled
 * clear of it (WCAG 2.4.11, issue 44). Going back up the page is where a browser puts the
 * focused control at the top edge of the window, under the bar.
 */

const stickyBar = (page: Page) => page.getByRole('navigation', { name: 'Main' }).locator('..');

/** What the bar covers of the focused control, if any: its name and the two edges. */
const coveredFocus = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    const bar = document.querySelector('nav[aria-label="Main"]')?.parentElement;
    // the bar's own controls, the skip link, which shows itself over the bar, and the page
    // itself (Shift+Tab from the first control leaves the focus to the browser)
    if (
      !focused ||
      !bar ||
      focused === document.body ||
      bar.contains(focused) ||
      focused.matches('a[href="#main"]')
    ) {
      return undefined;
    }
    const box = focused.getBoundingClientRect();
    const barBox = bar.getBoundingClientRect();
    const under = box.top < barBox.bottom - 0.5 && box.bottom > barBox.top;
    const name = focused.getAttribute('aria-label') ?? focused.textContent ?? '';
    return under
      ? `${name.trim().slice(0, 40)}: top ${Math.round(box.top)}, bar ${Math.round(barBox.bottom)}`
      : undefined;
  });

test.beforeEach(async ({ page }) => {
  // the focus scrolls at once, so a control is measured where it stops
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('Shift+Tab back up a page never leaves the focus under the sticky header @widths', async ({
  page,
}) => {
  await gotoHydrated(page, '/blocks/carousels');
  await page.locator('footer a').last().focus();
  const covered: string[] = [];
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press('Shift+Tab');
    const problem = await coveredFocus(page);
    if (problem) {
      covered.push(problem);
    }
  }
  expect(covered).toEqual([]);
});

test('the scroll padding clears the sticky bar at every width @widths', async ({ page }) => {
  await gotoHydrated(page, '/science');
  const padding = await page.evaluate(() =>
    Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
  );
  const bar = await stickyBar(page).boundingBox();
  expect(bar).not.toBeNull();
  expect(padding).toBeGreaterThanOrEqual(bar!.height + 4);
});
