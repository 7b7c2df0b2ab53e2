import { expect, test } from '@playwright/test';

test('each FAQ question opens its own answer when its row is clicked, anywhere on it @widths', async ({
  page,
}) => {
  await page.goto('/science');
  const faq = page.locator('section', { has: page.getByRole('heading', { name: 'FAQ' }) });
  const question = faq.getByText('Are your products tested?');
  await expect(question).toBeVisible();
  await expect(faq.getByText('Where are they made?')).toBeVisible();
  const row = faq.locator('summary').first();
  await row.scrollIntoViewIfNeeded();
  const box = await row.boundingBox();
  if (!box) {
    throw new Error('the question row is not on screen');
  }
  // the far right of the row, away from the words and the icon's centre
  await page.mouse.click(box.x + box.width - 40, box.y + box.height / 2);
  await expect(row.locator('xpath=..')).toHaveAttribute('open', '');
  await expect(faq.locator('details').nth(1)).not.toHaveAttribute('open', '');
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(row.locator('xpath=..')).not.toHaveAttribute('open', '');
});
