import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

for (const path of ['/', '/science', '/blocks/carousels', '/blocks/forms']) {
  test(`axe finds no serious violation on ${path}, menu and chat closed or open @widths`, async ({
    page,
  }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
        );
    expect(await serious()).toEqual([]);
    const menu = page.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) {
      await menu.click();
      expect(await serious()).toEqual([]);
      await page.keyboard.press('Escape');
    }
    await page
      .frameLocator('iframe[data-chat-frame]')
      .getByRole('button', { name: 'Chat with Lumi' })
      .click();
    expect(await serious()).toEqual([]);
  });
}
