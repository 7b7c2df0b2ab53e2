import { expect, test, type Page } from '@playwright/test';
import { onTop } from './helpers/boxes.ts';
import { gotoHydrated } from './helpers/hydration.ts';
import { addressOfChunk } from './helpers/built-files.ts';

/*
 * The sign-up forms (newsletter, SMS, partner): what each says after a submit, shown where
 * the shopper is, with the focus kept where they were (docs/behaviour.md#validation).
 */

// sign-up submits this soon after the previous one are dropped (docs/behaviour.md#constants)
const SIGNUP_DEBOUNCE_MS = 500;

const openSmsModal = async (page: Page) => {
  await gotoHydrated(page, '/?mock=customer');
  await page.locator('footer').getByRole('button', { name: 'Sign up for SMS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lumen Nutrition SMS' });
  await dialog.getByLabel('order status updates').check();
  return dialog;
};

test('newsletter: invalid, success and failure', async ({ page }) => {
  // the page's clock, so the test can step past the submit debounce instead of sleeping
  await page.clock.install();
  await gotoHydrated(page, '/?mock=anonymous');
  const form = page.locator('footer').locator('form');
  const submit = async (email: string) => {
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Sign up' }).click();
  };
  await submit('nope');
  await expect(page.locator('footer').getByText('Invalid Email Address')).toBeVisible();
  await page.clock.fastForward(SIGNUP_DEBOUNCE_MS);
  await submit('shopper@example.com');
  await expect(page.getByText('Thank you! Keep an eye on your inbox!')).toBeVisible();
  await page.clock.fastForward(SIGNUP_DEBOUNCE_MS);
  await submit('fail@example.com');
  await expect(page.getByText('Unable to submit email')).toBeVisible();
});

test('SMS opt-in: success state, then a failing number shows the toast', async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/?mock=customer');
  await page.locator('footer').getByRole('button', { name: 'Sign up for SMS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lumen Nutrition SMS' });
  await dialog.getByLabel('order status updates').check();
  await dialog.getByLabel('Phone number').fill('0000000000');
  await dialog.getByRole('button', { name: 'Sign up for texts' }).click();
  await expect(page.getByText('Unable to submit SMS.')).toBeVisible();
  await page.clock.fastForward(SIGNUP_DEBOUNCE_MS);
  await dialog.getByLabel('Phone number').fill('5550100777');
  await dialog.getByRole('button', { name: 'Sign up for texts' }).click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
  await expect(page.getByText('Thank you for opting into Lumen Nutrition SMS.')).toBeVisible();
});

test('a failed SMS sign-up says so inside the open dialog, uncovered @widths', async ({ page }) => {
  const dialog = await openSmsModal(page);
  // the mock site API refuses this number
  await dialog.getByLabel('Phone number').fill('0000000000');
  await dialog.getByRole('button', { name: 'Sign up for texts' }).click();
  const message = dialog.getByText('Unable to submit SMS.');
  await expect(message).toBeVisible();
  expect(await onTop(message)).toBe(true);
});

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

test('the SMS phone field says why it is disabled @widths', async ({ page }) => {
  await gotoHydrated(page, '/?mock=customer');
  await page.getByRole('button', { name: /Sign up for SMS/ }).click();
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await expect(phone).toBeDisabled();
  await expect(phone).toHaveAccessibleDescription(
    'Tick at least one kind of message above to enter your number.',
  );
  await page.getByRole('checkbox', { name: /order status updates/ }).check();
  await expect(phone).toBeEnabled();
});

test('a newsletter sign-up sent before its code has loaded is held and sent once it is there', async ({
  page,
}) => {
  // what a submit does is fetched when the shopper first focuses the form; held back here
  const requested: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${addressOfChunk('newsletter-submit')}`, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  const signUps: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/email/multi/subscribe')) {
      signUps.push(request.postDataJSON());
    }
  });
  await gotoHydrated(page, '/?mock=anonymous');
  // not in the page's first load
  expect(requested).toHaveLength(0);
  const form = page.locator('footer form');
  await form.getByLabel('Email address').fill('shopper@example.com');
  expect(requested).toHaveLength(1);
  await form.getByLabel('Email address').press('Enter');
  await form.getByRole('button', { name: 'Sign up' }).click();
  release();
  await expect(page.getByText('Thank you! Keep an eye on your inbox!')).toBeVisible();
  // held together, the two submits run together: the second, within 500 ms of the first, is dropped
  expect(signUps).toEqual([expect.objectContaining({ email: 'shopper@example.com' })]);
  await expect(form.getByLabel('Email address')).toHaveValue('');
});

test('the newsletter by keyboard only: Tab to the field, type, Enter', async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/?mock=anonymous');
  const field = page.locator('footer form').getByLabel('Email address');
  // from the control before it in the Tab order
  await page.locator('footer form').evaluate((form) => {
    const before = document.createElement('button');
    before.textContent = 'before';
    form.before(before);
    before.focus();
  });
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.type('nope');
  await page.keyboard.press('Enter');
  await expect(page.locator('footer').getByText('Invalid Email Address')).toBeVisible();
  await expect(field).toBeFocused();
  await page.clock.fastForward(SIGNUP_DEBOUNCE_MS);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('shopper@example.com');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you! Keep an eye on your inbox!')).toBeVisible();
  await expect(field).toBeFocused();
});
