import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// docs/behaviour.md#layouts: each fixture page names its layout in its CMS entry
const MINIMAL_PAGE = '/welcome';
const DEFAULT_PAGE = '/science';

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    const expectPageWideParts = async (page: Page, path: string) => {
      // hreflang per known locale, x-default and canonical, in either layout
      await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute(
        'href',
        new RegExp(`${path}\\?locale=en-US$`),
      );
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        'href',
        new RegExp(`${path}$`),
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      // the skip link is the first stop of the keyboard and moves it to the content
      await page.keyboard.press('Tab');
      const skipLink = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skipLink).toBeFocused();
      await expect(skipLink).toHaveAttribute('href', '#main');
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
      // the legal part of the footer is in both layouts
      const footer = page.getByRole('contentinfo');
      await expect(
        footer.getByRole('navigation', { name: 'Policies' }).getByRole('link'),
      ).toHaveText(['Privacy Policy', 'Terms of Use', 'Accessibility']);
      await expect(footer).toContainText(
        '*These statements have not been evaluated by the Food and Drug Administration.',
      );
      await expect(footer.locator('summary', { hasText: 'Country:' })).toBeVisible();
    };

    // WCAG 2.1 A and AA; axe's best practices also ask for an h1, which no CMS block renders
    const expectAxeClean = async (page: Page) => {
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(violations.map((violation) => `${violation.id} (${violation.impact})`)).toEqual([]);
    };

    test('the minimal layout: logo and cart on top, a slim footer, the page-wide parts kept', async ({
      page,
    }) => {
      const response = await page.goto(MINIMAL_PAGE);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: 'Starter picks' })).toBeVisible();

      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Lumen Nutrition home' })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(header.getByRole('link', { name: /^Cart, \d+ items$/ })).toBeVisible();
      await expect(header.getByRole('link')).toHaveCount(2);
      // no navigation, menu, search, account menu, sign-in, Activate Test or chat button
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(header.getByRole('button')).toHaveCount(0);
      await expect(page.getByRole('search')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
      await expect(page.getByText('Activate Test')).toHaveCount(0);

      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading')).toHaveCount(0);
      await expect(footer.getByRole('textbox')).toHaveCount(0);
      await expect(footer.getByText('Stay in the know')).toHaveCount(0);

      await expectPageWideParts(page, MINIMAL_PAGE);
      await expectAxeClean(page);
    });

    test('the default layout: navigation, search, sign-in and the full footer', async ({
      page,
    }) => {
      const response = await page.goto(DEFAULT_PAGE);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: 'Compare our foundations' })).toBeVisible();

      const header = page.getByRole('banner');
      await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
      await expect(header.getByRole('link', { name: /^Cart, \d+ items$/ })).toBeVisible();
      // one search bar shows at a time: in the bar on wide screens, under it on narrow ones
      await expect(header.getByRole('search')).toHaveCount(1);
      if (width < 1280) {
        await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
      }

      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: 'Stay in the know' })).toBeVisible();
      await expect(footer.getByRole('heading', { name: 'Need help' })).toBeVisible();

      await expectPageWideParts(page, DEFAULT_PAGE);
      await expectAxeClean(page);
    });
  });
}
