import type { Page } from '@playwright/test';
import { abTestCookie } from '../../src/lib/ab-test/browser/visitor-variation.ts';

/**
 * The home page's A/B test (fixtures/cms-pages.ts): the cookie the picker keeps a visitor's
 * variation in (src/lib/ab-test/browser/visitor-variation.ts), and each variation's page title.
 */
const HOME_TEST_COOKIE = abTestCookie('page-home');

export const HOME_TITLES: Record<string, string> = {
  'page-home': 'Lumen Nutrition | Science-backed supplements',
  'page-home-variation-b': 'Lumen Nutrition | Feel the difference',
};

/** A visitor who was shown `variationId` before: the cookie set as the picker sets it. */
export const keepHomeVariation = (page: Page, baseURL: string | undefined, variationId: string) =>
  page.context().addCookies([{ name: HOME_TEST_COOKIE, value: variationId, url: baseURL ?? '' }]);

/** The variation the picker kept for this visitor, if any. */
export const keptHomeVariation = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === HOME_TEST_COOKIE)?.value;
