import { expect, test } from '@playwright/test';
import { overlaps } from './helpers/boxes.ts';
import { gotoHydrated } from './helpers/hydration.ts';

test('the chat is a round launcher that opens a panel without test controls @widths', async ({
  page,
}) => {
  await page.goto('/');
  const frameElement = page.locator('iframe[data-chat-frame]');
  const chat = page.frameLocator('iframe[data-chat-frame]');
  const launcher = chat.getByRole('button', { name: 'Chat with Lumi' });
  await expect(launcher).toBeVisible();
  const closed = await frameElement.boundingBox();
  expect(closed?.width).toBeLessThanOrEqual(64);
  expect(closed?.height).toBeLessThanOrEqual(64);

  await launcher.click();
  await expect(frameElement).toHaveAttribute('data-state', 'open');
  await expect(chat.getByRole('heading', { name: 'Lumi' })).toBeVisible();
  await expect(chat.getByRole('textbox', { name: 'Ask Lumi a question' })).toBeFocused();
  await expect(chat.locator('body')).not.toContainText(/Add product|example\.com|\[object/, {
    useInnerText: true,
  });

  await chat.getByRole('button', { name: 'Minimise chat' }).click();
  await expect(frameElement).toHaveAttribute('data-state', 'minimised');
});

test('asking Lumi from the search bar opens the chat on that question with an answer @widths', async ({
  page,
}) => {
  // typed before hydration, the text would not reach the search island
  await gotoHydrated(page, '/');
  const search = page.getByRole('combobox').locator('visible=true').first();
  await search.fill('omega-3 for my heart');
  await page.getByRole('option', { name: 'Ask Lumi a question' }).click();
  const log = page.frameLocator('iframe[data-chat-frame]').getByRole('log');
  await expect(log).toContainText('omega-3 for my heart');
  await expect(log).toContainText('Omega-3 Fish Oil');
  await expect(log).not.toContainText('[object Object]');
});

test("the chat's product card adds to the cart, and the chat then offers the cart @widths", async ({
  page,
}) => {
  await page.goto('/');
  const chat = page.frameLocator('iframe[data-chat-frame]');
  await chat.getByRole('button', { name: 'Chat with Lumi' }).click();
  await chat.getByRole('textbox', { name: 'Ask Lumi a question' }).fill('Something for sleep');
  await chat.getByRole('button', { name: 'Send' }).click();
  await chat.getByRole('log').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart!')).toBeVisible();
  await expect(chat.getByRole('log').getByRole('button', { name: 'View cart' })).toBeVisible();
});

test('QA controls of the chat stand-in appear only with ?chat-qa', async ({ page }) => {
  await page.goto('/?chat-qa');
  const chat = page.frameLocator('iframe[data-chat-frame]');
  await chat.getByRole('button', { name: 'Chat with Lumi' }).click();
  await chat.getByText('QA: vendor messages').click();
  await chat.getByRole('button', { name: 'Add without a product' }).click();
  await expect(page.getByText('Failed to add to cart')).toBeVisible();
});

test('a form toast sits clear of the chat launcher @widths', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.route('**/email/multi/subscribe', (route) => route.fulfill({ status: 500 }));
  await page.locator('footer').getByRole('textbox', { name: /email/i }).fill('ada@example.com');
  await page.locator('footer').getByRole('button', { name: 'Sign up' }).click();
  const toast = page.getByText('Unable to submit email');
  await expect(toast).toBeVisible();
  await expect(page.locator('iframe[data-chat-frame]')).toBeVisible();
  expect(await overlaps(toast, page.locator('iframe[data-chat-frame]'))).toBe(false);
});

test('no element the keyboard focuses on /science is under the chat launcher @phone', async ({
  page,
}) => {
  await gotoHydrated(page, '/science');
  const launcher = page.locator('iframe[data-chat-frame]');
  await expect(launcher).toHaveCSS('position', 'fixed');
  const covered: string[] = [];
  const focused: string[] = [];
  // Tab walks the page up to the launcher, the last stop on it
  for (let step = 0; step < 200; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      const frame = document.querySelector('iframe[data-chat-frame]');
      if (!element || !frame || element === frame) {
        return undefined;
      }
      const box = element.getBoundingClientRect();
      const corner = frame.getBoundingClientRect();
      const across = Math.min(box.right, corner.right) - Math.max(box.left, corner.left);
      const down = Math.min(box.bottom, corner.bottom) - Math.max(box.top, corner.top);
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
      return { name: `${element.tagName} ${name}`, covered: across > 0 && down > 0 };
    });
    if (!stop) {
      break;
    }
    focused.push(stop.name);
    if (stop.covered) {
      covered.push(stop.name);
    }
  }
  expect(focused).toContainEqual(expect.stringMatching(/^BUTTON Sign up/));
  expect(covered).toEqual([]);
  // and the page's last words scroll out from under it
  await page.keyboard.press('End');
  const lastWords = page.locator('footer > :last-child');
  await expect
    .poll(async () => (await lastWords.boundingBox())!.y + (await lastWords.boundingBox())!.height)
    .toBeLessThanOrEqual((await launcher.boundingBox())!.y);
});

test("the chat panel is set in the page's typeface @widths", async ({ page }) => {
  await page.goto('/');
  const chat = page.frameLocator('iframe[data-chat-frame]');
  await chat.getByRole('button', { name: 'Chat with Lumi' }).click();
  const panel = chat.getByRole('region', { name: 'Chat with Lumi' });
  const pageFont = await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);
  await expect(panel).toHaveCSS('font-family', pageFont);
  // named, and there to draw with: the face itself has loaded in the frame
  await expect
    .poll(() =>
      panel.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.includes('Inter Variable') && face.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
});

test('the header "Chat with Lumi" toggles the chat, says its state, and hands the focus over and back', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const frameElement = page.locator('iframe[data-chat-frame]');
  await expect(frameElement).toHaveCount(1);
  const toggle = page.locator('header').getByRole('button', { name: 'Chat with Lumi' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(frameElement).toHaveAttribute('data-state', 'open');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(frameElement).toBeFocused();
  // Escape inside the chat closes it, and the focus comes back to the toggle
  await page.keyboard.press('Escape');
  await expect(frameElement).toHaveAttribute('data-state', 'minimised');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // the toggle closes what it opened
  await page.keyboard.press('Enter');
  await expect(frameElement).toHaveAttribute('data-state', 'open');
  await toggle.click();
  await expect(frameElement).toHaveAttribute('data-state', 'minimised');
});

test("the chat's 'Item added to cart!' toast keeps clear of the open chat panel @widths", async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const chat = page.frameLocator('iframe[data-chat-frame]');
  await chat.getByRole('button', { name: 'Chat with Lumi' }).click();
  await chat.getByRole('textbox', { name: 'Ask Lumi a question' }).fill('Something for sleep');
  await chat.getByRole('button', { name: 'Send' }).click();
  await chat.getByRole('log').getByRole('button', { name: 'Add to cart' }).click();
  const toast = page.getByText('Item added to cart!');
  await expect(toast).toBeVisible();
  expect(await overlaps(toast, page.locator('iframe[data-chat-frame]'))).toBe(false);
});

test('"Ask Lumi a question" in the mobile menu closes the menu and hands the focus to the chat @phone', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('combobox').fill('omega-3 for my heart');
  await menu.getByRole('option', { name: 'Ask Lumi a question' }).click();
  const frameElement = page.locator('iframe[data-chat-frame]');
  await expect(frameElement).toHaveAttribute('data-state', 'open');
  await expect(menu).toBeHidden();
  await expect(frameElement).toBeFocused();
  await expect(page.frameLocator('iframe[data-chat-frame]').getByRole('log')).toContainText(
    'omega-3 for my heart',
  );
});
