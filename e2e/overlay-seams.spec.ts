import { expect, test, type Page } from '@playwright/test';
import { onTop, overlaps } from './helpers/boxes.ts';
import { gotoHydrated } from './helpers/hydration.ts';

/*
 * Overlays over overlays, and what forms say after a submit (issue 32): a form's message shows
 * where the shopper is, focus stays where they were.
 */

const openSmsModal = async (page: Page) => {
  await gotoHydrated(page, '/?mock-scenario=customer');
  await page.locator('footer').getByRole('button', { name: 'Sign up for SMS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lumen Nutrition SMS' });
  await dialog.getByLabel('order status updates').check();
  return dialog;
};

test('a failed SMS sign-up says so inside the open dialog, uncovered @widths', async ({ page }) => {
  const dialog = await openSmsModal(page);
  // the mock site API refuses this number
  await dialog.getByLabel('Phone number').fill('0000000000');
  await dialog.getByRole('button', { name: 'Sign up for texts' }).click();
  const message = dialog.getByText('Unable to submit SMS.');
  await expect(message).toBeVisible();
  expect(await onTop(message)).toBe(true);
});

// sign-up submits this soon after the previous one are dropped (docs/behaviour.md#constants)
const SIGNUP_DEBOUNCE_MS = 500;

test('the newsletter keeps focus on Sign up after a failure and after a success @widths', async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, '/');
  const form = page.locator('footer form');
  for (const [email, says] of [
    ['fail@example.com', 'Unable to submit email'],
    ['shopper@example.com', 'Thank you! Keep an eye on your inbox!'],
  ] as const) {
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Sign up' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(says)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Sign up' })).toBeFocused();
    await page.clock.fastForward(SIGNUP_DEBOUNCE_MS);
  }
});

test('the partner form keeps focus after a failure and moves it to its confirmation @widths', async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, '/blocks/forms');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Notify me' }) });
  const field = form.getByPlaceholder('Email Address');
  await field.fill('fail@example.com');
  await field.press('Enter');
  await expect(page.getByText('That did not work. Please try again.')).toBeVisible();
  await expect(field).toBeFocused();
  await page.clock.fastForward(SIGNUP_DEBOUNCE_MS);
  await field.fill('shopper@example.com');
  await field.press('Enter');
  await expect(page.getByText('You are on the list.')).toBeFocused();
});

test('the SMS form keeps focus after a failure; a success focuses the confirmation @widths', async ({
  page,
}) => {
  await page.clock.install();
  const dialog = await openSmsModal(page);
  const phone = dialog.getByLabel('Phone number');
  await phone.fill('0000000000');
  await phone.press('Enter');
  await expect(dialog.getByText('Unable to submit SMS.')).toBeVisible();
  await expect(phone).toBeFocused();
  await page.clock.fastForward(SIGNUP_DEBOUNCE_MS);
  await phone.fill('5550100777');
  await phone.press('Enter');
  const success = page.getByRole('dialog', { name: 'Success!' });
  await expect(success).toBeFocused();
  await expect(success).toHaveAccessibleDescription(
    'Thank you for opting into Lumen Nutrition SMS.',
  );
});

test('a corrected newsletter sign-up replaces the failure toast with the thank-you @widths', async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, '/');
  // no time passes but what the test steps over: the first toast cannot close by itself
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const form = page.locator('footer form');
  await form.getByLabel('Email address').fill('fail@example.com');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Unable to submit email')).toBeVisible();
  await page.clock.fastForward(SIGNUP_DEBOUNCE_MS);
  await form.getByLabel('Email address').fill('shopper@example.com');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Thank you! Keep an eye on your inbox!')).toBeVisible();
  await expect(page.getByText('Unable to submit email')).toHaveCount(0);
});

test('search: the first Escape closes the suggestions, the second clears; Tab leaves and closes', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const search = page.locator('header').getByRole('combobox');
  await search.fill('omega');
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(listbox).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Escape');
  await expect(listbox).toHaveCount(0);
  await expect(search).toHaveValue('omega');
  await expect(search).not.toHaveAttribute('aria-activedescendant');
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await search.fill('omega');
  await expect(listbox).toBeVisible();
  await search.press('Tab');
  await expect(listbox).toHaveCount(0);
  await expect(search).not.toBeFocused();
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
