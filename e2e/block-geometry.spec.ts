import { expect, test, type Locator } from '@playwright/test';
import { gotoHydrated } from './helpers/hydration.ts';

/** The bottom of an element's first line of text: where its first line sits. */
const firstLineBottom = (cell: Locator) =>
  cell.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, (node) =>
      node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
    );
    const text = walker.nextNode();
    if (!text) {
      throw new Error('a cell without text');
    }
    const range = document.createRange();
    range.selectNodeContents(text);
    return range.getClientRects()[0]?.bottom ?? Number.NaN;
  });

test('partner cards keep the page gutter on a phone @phone', async ({ page }) => {
  await page.goto('/blocks/forms');
  const cards = page.locator('form', { has: page.getByPlaceholder('Email Address') }).locator('..');
  await expect(cards).not.toHaveCount(0);
  const width = page.viewportSize()!.width;
  for (const card of await cards.all()) {
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(16);
    expect(box.x + box.width).toBeLessThanOrEqual(width - 16);
  }
});

test('a comparison row sets its label and values on one line, in even columns @widths', async ({
  page,
}) => {
  await page.goto('/science');
  const table = page.getByRole('region', { name: 'Compare our foundations' }).getByRole('table');
  const productColumns = table.getByRole('columnheader');
  const widths = await productColumns.evaluateAll((cells) =>
    cells.map((cell) => cell.getBoundingClientRect().width),
  );
  expect(widths.length).toBeGreaterThan(1);
  for (const width of widths) {
    expect(width).toBeCloseTo(widths[0]!, 0);
  }
  const rows = table.locator('tbody tr');
  await expect(rows).not.toHaveCount(0);
  for (const row of await rows.all()) {
    const label = await firstLineBottom(row.getByRole('rowheader'));
    for (const value of await row.getByRole('cell').all()) {
      expect(Math.abs((await firstLineBottom(value)) - label)).toBeLessThanOrEqual(1);
    }
  }
});

test('the SMS opt-in checkboxes are 24 px targets in the site green @widths', async ({ page }) => {
  await gotoHydrated(page, '/?mock=customer');
  await page.locator('footer').getByRole('button', { name: 'Sign up for SMS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lumen Nutrition SMS' });
  const boxes = dialog.getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  for (const box of await boxes.all()) {
    const size = (await box.boundingBox())!;
    expect(size.width).toBeGreaterThanOrEqual(24);
    expect(size.height).toBeGreaterThanOrEqual(24);
    await expect(box).toHaveCSS('accent-color', 'rgb(31, 92, 70)');
  }
});

test('the partner form page reads as designed: titled cards, pill fields of one width, a banner with room for its words @widths', async ({
  page,
}) => {
  await page.goto('/blocks/forms');
  const cards = page
    .getByRole('main')
    .getByRole('region')
    .filter({ has: page.getByPlaceholder('Email Address') });
  await expect(cards).toHaveCount(2);
  // each card says what it signs up for
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
    'Partner waitlist',
    'Launch alerts',
  ]);
  const shapes = await cards.locator('input, button').evaluateAll((controls) =>
    controls.map((control) => {
      const box = control.getBoundingClientRect();
      return {
        tag: control.tagName,
        width: Math.round(box.width),
        pill: parseFloat(getComputedStyle(control).borderTopLeftRadius) >= box.height / 2,
      };
    }),
  );
  // the site's pills, not squares
  expect(shapes.filter((shape) => !shape.pill)).toEqual([]);
  // one field width in both cards, whatever their buttons say
  const fieldWidths = shapes.filter((shape) => shape.tag === 'INPUT').map((shape) => shape.width);
  expect(fieldWidths).toHaveLength(2);
  expect(Math.abs(fieldWidths[0]! - fieldWidths[1]!)).toBeLessThanOrEqual(1);
  // the banner's words get a column of reading width beside (or under) its picture
  const bannerName = page.getByRole('heading', { level: 2, name: 'Complete Multivitamin' });
  const column = bannerName.locator('..');
  const width = (await column.boundingBox())!.width;
  expect(width).toBeGreaterThanOrEqual(Math.min(320, page.viewportSize()!.width - 48));
});

test('a product card is laid out for the width one page gives it: beside its picture on a tablet, under it elsewhere @widths', async ({
  page,
}) => {
  await gotoHydrated(page, '/blocks/carousels');
  const card = page.getByRole('region', { name: 'New arrivals' }).locator('article').first();
  const picture = (await card.locator('img').boundingBox())!;
  const name = (await card.getByRole('heading', { level: 3 }).boundingBox())!;
  const box = (await card.boundingBox())!;
  if (page.viewportSize()!.width === 768) {
    // one item per page (docs/behaviour.md#constants), in a card shaped for the width
    expect(picture.x + picture.width).toBeLessThanOrEqual(name.x);
    expect(box.height).toBeLessThan(box.width * 0.6);
  } else {
    expect(picture.y + picture.height).toBeLessThanOrEqual(name.y);
  }
});

test('at 375 px the comparison table says it scrolls sideways @widths', async ({ page }) => {
  await page.goto('/science');
  const hint = page.getByText('Swipe or scroll sideways to compare every product.');
  if ((page.viewportSize()?.width ?? 0) < 700) {
    await expect(hint).toBeVisible();
  } else {
    await expect(hint).toBeHidden();
  }
});

test('the two partner form cards keep apart from each other @widths', async ({ page }) => {
  await page.goto('/blocks/forms');
  const cards = page.locator('main form');
  await expect(cards).toHaveCount(2);
  const [first, second] = await Promise.all([
    cards
      .nth(0)
      .evaluate((form) => form.closest('[data-block-id]')!.getBoundingClientRect().bottom),
    cards
      .nth(1)
      .evaluate(
        (form) => form.closest('[data-block-id]')!.firstElementChild!.getBoundingClientRect().top,
      ),
  ]);
  expect(second - first).toBeGreaterThanOrEqual(16);
});

test('a three-product carousel sits centred on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/blocks/carousels');
  const carousels = page.locator('[aria-roledescription="carousel"]');
  const offsets = await carousels.evaluateAll((roots) =>
    roots
      .map((root) => [...root.querySelectorAll('[data-slide-index]')])
      .filter((slides) => slides.length === 3)
      .map((slides) => {
        const frame = slides[0]!.parentElement!.parentElement!.getBoundingClientRect();
        const left = slides[0]!.getBoundingClientRect().left - frame.left;
        const right = frame.right - slides[2]!.getBoundingClientRect().right;
        return Math.abs(left - right);
      }),
  );
  expect(offsets.length).toBeGreaterThan(0);
  for (const offset of offsets) {
    expect(offset).toBeLessThan(4);
  }
});
