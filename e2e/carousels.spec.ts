import { expect, test, type Locator, type Page } from '@playwright/test';
import { overlaps } from './helpers/boxes.ts';
import { addressOfChunk } from './helpers/built-files.ts';
import { gotoHydrated } from './helpers/hydration.ts';
import { emulateSlowPhone } from './helpers/slow-phone.ts';

/** How many of a carousel's slides show at least `share` of their width in its window. */
const slidesInView = (carousel: Locator, share: number) =>
  carousel.evaluate((root, minShare) => {
    const window = root.querySelector('[data-slide-index]')?.parentElement?.parentElement;
    if (!window) {
      return 0;
    }
    const frame = window.getBoundingClientRect();
    return [...root.querySelectorAll('[data-slide-index]')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      const seen = Math.min(box.right, frame.right) - Math.max(box.left, frame.left);
      return seen / box.width >= minShare;
    }).length;
  }, share);

const productCarousel = (page: Page) =>
  page
    .locator('[aria-roledescription="carousel"]', { has: page.locator('a[href*="/products/"]') })
    .first();

test('up to 768 px a page shows its one card and a sliver of the next @widths', async ({
  page,
}) => {
  test.skip(page.viewportSize()!.width > 768, 'one item per page');
  await page.goto('/blocks/carousels');
  const carousel = productCarousel(page);
  await expect.poll(() => slidesInView(carousel, 0.95)).toBe(1);
  await expect.poll(() => slidesInView(carousel, 0.05)).toBe(2);
});

/** Where a carousel's first card sits, and how far its last card ends from the window's right. */
const trackGeometry = (carousel: Locator) =>
  carousel.evaluate((root) => {
    const cards = [...root.querySelectorAll('[data-slide-index] > *')];
    const frame = root.querySelector('[data-slide-index]')?.parentElement?.parentElement;
    const first = cards[0]?.getBoundingClientRect();
    const last = cards.at(-1)?.getBoundingClientRect();
    if (!frame || !first || !last) {
      throw new Error('a carousel without cards');
    }
    return {
      firstLeft: Math.round(first.left),
      gapAfterLast: frame.getBoundingClientRect().right - last.right,
    };
  });

for (const path of ['/', '/science', '/blocks/carousels']) {
  test(`every dot of a card carousel on ${path} is a page of its own, and the last is full @widths`, async ({
    page,
  }) => {
    // the track then moves at once, so a page is measured where it stops
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, path);
    const carousels = page.locator('[aria-roledescription="carousel"]:not([aria-label="Stories"])');
    for (const carousel of await carousels.all()) {
      const dots = carousel.getByRole('button', { name: /^Go to slide/ });
      const count = await dots.count();
      if (count === 0) {
        continue;
      }
      const offsets = new Set<number>();
      for (const dot of await dots.all()) {
        await dot.click();
        await expect(dot).toHaveAttribute('aria-current', 'true');
        offsets.add((await trackGeometry(carousel)).firstLeft);
      }
      expect(offsets.size, 'pages that show the same cards').toBe(count);
      // the 1rem between two cards, and no more
      const { gapAfterLast } = await trackGeometry(carousel);
      expect(gapAfterLast).toBeGreaterThanOrEqual(0);
      expect(gapAfterLast).toBeLessThanOrEqual(17);
    }
  });
}

test('the story carousel can be paged with visible arrows at every width @widths', async ({
  page,
}) => {
  // the home page's stories have two slides
  await gotoHydrated(page, '/');
  const stories = page.getByRole('region', { name: 'Stories' });
  await expect(stories.getByRole('button', { name: 'Next slide' })).toBeVisible();
  await stories.getByRole('button', { name: 'Next slide' }).click();
  // Below the large screens the arrows sit under a slide, so clicking one scrolls part of a
  // tall slide above the fold: the slide is measured across, where the carousel moves it.
  await expect(stories.getByRole('group', { name: /^2 of/ })).toBeInViewport();
  await expect.poll(() => slidesInView(stories, 0.9)).toBe(1);
});

test("the story arrows cover none of a slide's words and keep off the screen's edges @widths", async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const stories = page.getByRole('region', { name: 'Stories' });
  const arrows = [
    stories.getByRole('button', { name: 'Previous slide' }),
    stories.getByRole('button', { name: 'Next slide' }),
  ];
  const words = stories.getByRole('group', { name: /^1 of/ }).locator('h2, p, a');
  for (const arrow of arrows) {
    for (const text of await words.all()) {
      expect(await overlaps(arrow, text)).toBe(false);
    }
    const box = (await arrow.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width - 8);
  }
});

test("a focused card's focus ring is not clipped by the carousel @widths", async ({ page }) => {
  await page.goto('/blocks/carousels');
  const card = productCarousel(page).locator('a[href*="/products/"]').first();
  await card.focus();
  const clipped = await card.evaluate((link) => {
    const window = link.closest('[data-slide-index]')?.parentElement?.parentElement;
    const frame = window?.getBoundingClientRect();
    const box = link.getBoundingClientRect();
    const style = getComputedStyle(link);
    const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    return frame ? box.top - ring < frame.top || box.bottom + ring > frame.bottom : true;
  });
  expect(clipped).toBe(false);
});

test('on a slow phone nothing moves when the carousels hydrate (CLS under 0.01) @widths', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) {
          shifts.push(entry.value);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // the page is painted well before its scripts have run
  await emulateSlowPhone(page);
  await gotoHydrated(page, '/blocks/carousels');
  // nothing of a carousel changes at hydration (its paging, which measures the width, comes
  // at the first interaction): a few frames after it, so a shift, if any, is reported
  for (let frame = 0; frame < 3; frame += 1) {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  expect(shifts.reduce((total, shift) => total + shift, 0)).toBeLessThan(0.01);
});

/**
 * Holds the carousel's paging back (it loads at a carousel's first interaction, docs/decisions/
 * 014-browser-code-on-first-use.md); resolves with whether it was asked for and what lets it in.
 */
const holdPaging = async (page: Page) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const state = { requested: false, release };
  await page.route(`**${addressOfChunk('carousel-paging')}`, async (route) => {
    state.requested = true;
    await held;
    await route.continue();
  });
  return state;
};

/** A card carousel with more than one page at the width. */
const pagedCarousel = (page: Page) =>
  page
    .locator('[aria-roledescription="carousel"]', { has: page.locator('a[href*="/products/"]') })
    .filter({ has: page.getByRole('button', { name: 'Go to slide 2' }) })
    .first();

/** The page a carousel's track is moved to. */
const shownPage = (carousel: Locator) =>
  carousel
    .locator('[data-slide-index]')
    .first()
    .evaluate((slide) => slide.parentElement?.style.getPropertyValue('--page'));

/** The home page, hydrated, its paging held back; and its Stories carousel. */
const storiesWithPagingHeld = async (page: Page) => {
  const paging = await holdPaging(page);
  await gotoHydrated(page, '/');
  return { paging, stories: page.getByRole('region', { name: 'Stories' }) };
};

/**
 * What the shopper did asks for the paging, leaves the carousel on its first page while it is
 * held, and shows the second once it is in.
 */
const pagesOnceIn = async (paging: Awaited<ReturnType<typeof holdPaging>>, carousel: Locator) => {
  await expect.poll(() => paging.requested).toBe(true);
  expect(await shownPage(carousel)).toBe('1');
  paging.release();
  await expect.poll(() => shownPage(carousel)).toBe('2');
};

test('@widths an arrow pressed before the paging is in pages once it is', async ({ page }) => {
  const { paging, stories } = await storiesWithPagingHeld(page);
  expect(paging.requested).toBe(false);
  await stories.getByRole('button', { name: 'Next slide' }).click();
  await pagesOnceIn(paging, stories);
  await expect(stories.getByRole('group', { name: /^2 of/ })).toBeInViewport();
});

test('@widths a key pressed on a slide before the paging is in pages once it is', async ({
  page,
}) => {
  const { paging, stories } = await storiesWithPagingHeld(page);
  await stories.getByRole('group', { name: /^1 of/ }).getByRole('link').first().focus();
  await page.keyboard.press('ArrowRight');
  await pagesOnceIn(paging, stories);
});

test('@widths a swipe made before the paging is in pages once it is, and follows no link', async ({
  page,
}) => {
  const { paging, stories } = await storiesWithPagingHeld(page);
  const link = stories.getByRole('group', { name: /^1 of/ }).getByRole('link').first();
  await link.scrollIntoViewIfNeeded();
  const box = (await link.boundingBox())!;
  // from the link's right end 30 px to the left, so the swipe ends on the link too
  expect(box.width).toBeGreaterThan(40);
  const y = box.y + box.height / 2;
  const x = box.x + box.width - 5;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - 30, y, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => paging.requested).toBe(true);
  paging.release();
  await expect.poll(() => shownPage(stories)).toBe('2');
  expect(new URL(page.url()).pathname).toBe('/');
});

test('@widths a dot pressed before the paging is in is the current one once it is', async ({
  page,
}) => {
  test.skip(page.viewportSize()!.width > 960, 'the card carousels here fit one page');
  const paging = await holdPaging(page);
  await gotoHydrated(page, '/blocks/carousels');
  const dot = pagedCarousel(page).getByRole('button', { name: 'Go to slide 2' });
  await dot.click();
  await expect.poll(() => paging.requested).toBe(true);
  await expect(dot).not.toHaveAttribute('aria-current');
  paging.release();
  await expect(dot).toHaveAttribute('aria-current', 'true');
});
