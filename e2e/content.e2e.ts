import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { products } from '../fixtures/products.ts';
import { seriousViolations } from './support/axe.ts';
import { baseUrl, setupBrowser, viewports } from './support/browser.ts';

const browser = setupBrowser();

const bestsellers = (page: Page) => page.getByRole('region', { name: 'Bestsellers' });
const currentSlide = async (page: Page) =>
  bestsellers(page).locator('button[aria-current="true"]').getAttribute('aria-label');

test('the home page renders its CMS entry on the server, title included', async () => {
  const response = await fetch(`${baseUrl()}/`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toMatch(
    /<title>Lumen Nutrition \| (Science-backed supplements|Feel the difference)<\/title>/,
  );
  expect(html).toContain('Bestsellers');
  expect(html).toContain('aria-roledescription="carousel"');
});

const HOME_TITLES: Record<string, string> = {
  'page-home': 'Lumen Nutrition | Science-backed supplements',
  'page-home-variation-b': 'Lumen Nutrition | Feel the difference',
};
const variationCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'builder.tests.page-home')
    ?.value;

test('the first visit draws a variation, shows it and keeps it in the cookie', async () => {
  const page = await browser.newPage();
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect.poll(() => variationCookie(page)).toBeDefined();
  expect(await page.title()).toBe(HOME_TITLES[(await variationCookie(page)) ?? '']);
});

test.each(Object.entries(HOME_TITLES))(
  'a visitor whose cookie holds %s sees that variation on every visit',
  async (variationId, title) => {
    const page = await browser.newPage();
    await page
      .context()
      .addCookies([{ name: 'builder.tests.page-home', value: variationId, url: baseUrl() }]);
    for (let visit = 0; visit < 3; visit += 1) {
      await page.goto('/');
      expect(await page.title()).toBe(title);
    }
  },
);

test('a path without content is a 404', async () => {
  const response = await fetch(`${baseUrl()}/no-content-here`, {
    headers: { accept: 'text/html' },
  });
  expect(response.status).toBe(404);
});

describe.each([
  ['desktop', viewports.desktop],
  ['mobile', viewports.mobile],
] as const)('at %s width', (name, viewport) => {
  test('the carousel pages and wraps around both ways', async () => {
    const page = await browser.newPage({ viewport });
    await page.goto('/', { waitUntil: 'networkidle' });
    const dots = bestsellers(page).getByRole('button', { name: /^Go to slide \d+$/ });
    const count = await dots.count();
    expect(count).toBeGreaterThan(1);
    expect(await currentSlide(page)).toBe('Go to slide 1');
    await dots.last().click();
    expect(await currentSlide(page)).toBe(`Go to slide ${count}`);
    if (name === 'desktop') {
      await bestsellers(page).getByRole('button', { name: 'Next slide' }).click();
      expect(await currentSlide(page)).toBe('Go to slide 1');
      await bestsellers(page).getByRole('button', { name: 'Previous slide' }).click();
      expect(await currentSlide(page)).toBe(`Go to slide ${count}`);
    } else {
      expect(await bestsellers(page).getByRole('button', { name: 'Next slide' }).isVisible()).toBe(
        false,
      );
    }
  });

  test('a swipe of more than 20 px pages, a shorter one does not', async () => {
    const page = await browser.newPage({ viewport });
    await page.goto('/', { waitUntil: 'networkidle' });
    const track = bestsellers(page).locator('[data-slide-index="0"]').locator('..');
    // pointer events without the click a real release would add, so no card link is followed
    const swipe = async (distance: number) => {
      await track.dispatchEvent('pointerdown', {
        clientX: 200,
        pointerType: 'touch',
        isPrimary: true,
      });
      await track.dispatchEvent('pointerup', {
        clientX: 200 + distance,
        pointerType: 'touch',
        isPrimary: true,
      });
    };
    await swipe(-19);
    expect(await currentSlide(page)).toBe('Go to slide 1');
    await swipe(-21);
    expect(await currentSlide(page)).toBe('Go to slide 2');
    await swipe(21);
    expect(await currentSlide(page)).toBe('Go to slide 1');
  });

  test('the FAQ starts collapsed and its toggle opens and closes it', async () => {
    const page = await browser.newPage({ viewport });
    await page.goto('/science', { waitUntil: 'networkidle' });
    const answer = page.getByText(
      'Every batch is tested by an independent lab for purity and potency.',
    );
    expect(await answer.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Expand FAQ' }).click();
    expect(await answer.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Collapse FAQ' }).click();
    expect(await answer.isVisible()).toBe(false);
  });

  test('the partner form: invalid e-mail, success and failure', async () => {
    const page = await browser.newPage({ viewport });
    await page.goto('/blocks/forms', { waitUntil: 'networkidle' });
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Notify me' }) });
    await form.getByRole('button', { name: 'Notify me' }).click();
    expect(await form.getByText('Invalid Email Address').isVisible()).toBe(true);
    // submits within 200 ms of the previous one are dropped (leading-edge debounce)
    await page.waitForTimeout(250);
    await form.getByPlaceholder('Email Address').fill('fail@example.com');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await page.getByText('That did not work. Please try again.').waitFor();

    await page.waitForTimeout(250);
    await form.getByPlaceholder('Email Address').fill('shopper@example.com');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await page.getByText('You are on the list.').waitFor();
    expect(await page.getByRole('button', { name: 'Notify me' }).count()).toBe(0);
  });
});

test('the comparison shows each product image with its alt text', async () => {
  const page = await browser.newPage();
  await page.goto('/science', { waitUntil: 'networkidle' });
  const compared = [products[0], products[1], products[4]].map((product) => product?.name);
  expect(
    await page
      .locator('table img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
  ).toEqual(compared.map((name) => `Image of ${name}`));
});

// every fixture page together uses every block
describe.each(['/', '/science', '/blocks/carousels', '/blocks/forms', '/products/reviews'])(
  'the content page %s',
  (path) => {
    test.each([viewports.mobile, viewports.desktop])(
      'has no serious accessibility violation at $width px',
      async (viewport) => {
        const page = await browser.newPage({ viewport });
        await page.goto(path, { waitUntil: 'networkidle' });
        expect(await seriousViolations(page)).toEqual([]);
      },
    );
  },
);
