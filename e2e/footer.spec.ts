import { expect, test } from '@playwright/test';
import { addressOfChunk } from './helpers/built-files.ts';
import { gotoBeforeHydration } from './helpers/hydration.ts';

test('with the CMS down the footer keeps its built-in contact and policy links and a usable e-mail field @widths', async ({
  page,
}) => {
  await page.goto('/?mock=cms-down');
  const footer = page.locator('footer');
  // docs/behaviour.md#footer: the built-in set stands in for the CMS's links
  const help = footer.getByRole('region', { name: 'Need help' });
  await expect(help.getByRole('heading', { name: 'Need help' })).toBeVisible();
  await expect(help.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
  const policies = footer.getByRole('navigation', { name: 'Policies' }).getByRole('link');
  await expect(policies).toHaveText(['Privacy Policy', 'Terms of Use', 'Accessibility']);
  const email = footer.getByRole('textbox', { name: /email/i });
  const box = await email.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(160);
});

test('with the site API down no footer column shows a heading over no links', async ({ page }) => {
  // the country's restriction flags are unknown: every "Professionals" link is withheld
  await page.goto('/?mock=site-api:down');
  const footer = page.locator('footer');
  await expect(footer.getByRole('heading', { name: 'Shop' })).toBeVisible();
  for (const column of await footer.locator('section:has(> h2 + ul)').all()) {
    await expect(column.getByRole('link').first()).toBeVisible();
  }
  await expect(footer.getByRole('heading', { name: 'Professionals' })).toHaveCount(0);
});

test('the footer sits right under the content, no band of page white above it @widths', async ({
  page,
}) => {
  await page.goto('/');
  const gap = await page.evaluate(() => {
    const main = document.querySelector('main')?.getBoundingClientRect();
    const footer = document.querySelector('footer')?.getBoundingClientRect();
    return main && footer ? footer.top - main.bottom : Infinity;
  });
  expect(gap).toBeLessThan(8);
});

test('Canada sees its own regulator in the disclaimer @widths', async ({ page }) => {
  await page.goto('/?mock=canada');
  await expect(page.locator('footer')).toContainText('not been evaluated by Health Canada');
  await expect(page.locator('footer')).not.toContainText('Food and Drug Administration');
  await expect(page.locator('main')).toContainText('CA$');
  await expect(page.locator('main')).not.toContainText(/(^|[^A])\$\d/);
});

test('the storefront shows no QA hints, no /blocks/ links and a real app id @widths', async ({
  page,
}) => {
  for (const path of ['/', '/blocks/forms']) {
    await page.goto(path);
    await expect(page.locator('body')).not.toContainText(/containing "?fail"?/i);
    // the country selector's links (hreflang) are this very page in another locale
    await expect(
      page.locator(
        'header a[href^="/blocks/"]:not([hreflang]), footer a[href^="/blocks/"]:not([hreflang])',
      ),
    ).toHaveCount(0);
    await expect(page.locator('a[href*="id0000000000"]')).toHaveCount(0);
  }
  await page.goto('/');
  // either side of the home hero's A/B test, the one the page shows
  await expect(page.locator('main h1:visible')).toHaveText(
    /^(Science-backed supplements made simple\.|Feel the difference in 30 days\.)$/,
  );
});

test.describe('before the page is interactive', () => {
  test.use({ javaScriptEnabled: false });

  test('a sign-up sent keeps the e-mail address out of the address bar', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await footer.getByRole('textbox', { name: /email/i }).fill('ada@example.com');
    const sent = page.waitForRequest((request) => request.isNavigationRequest());
    await footer.getByRole('button', { name: 'Sign up' }).click();
    expect((await sent).method()).toBe('POST');
    await page.waitForLoadState();
    expect(page.url()).not.toContain('ada');
  });
});

test('an address typed while the page was still loading is the one signed up @widths', async ({
  page,
}) => {
  const hydrate = await gotoBeforeHydration(page, '/');
  const field = page.locator('footer').getByRole('textbox', { name: /email/i });
  await field.fill('ada@example.com');
  await hydrate();
  const sent = page.waitForRequest('**/email/multi/subscribe');
  // Enter in the field, not a click on Sign up: the chat's launcher arrives in the bottom-right
  // corner once the page is idle, and a click aimed there as it lands goes to the launcher
  await field.press('Enter');
  expect((await sent).postDataJSON()).toMatchObject({ email: 'ada@example.com' });
  await expect(page.getByText('Thank you! Keep an eye on your inbox!')).toBeVisible();
});

test('every band of the footer starts at the same left edge, in both layouts @widths', async ({
  page,
}) => {
  // the content edge of each direct band: the link columns, the country row, the legal part
  const bandEdges = () =>
    page.locator('footer > div').evaluateAll((bands) =>
      bands
        .filter((band) => band.getBoundingClientRect().height > 0)
        .map((band) => {
          const box = band.getBoundingClientRect();
          return Math.round(box.left + parseFloat(getComputedStyle(band).paddingLeft));
        }),
    );
  for (const path of ['/', '/welcome']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Policies' })).toBeVisible();
    const edges = await bandEdges();
    expect(edges.length, path).toBeGreaterThanOrEqual(2);
    expect(new Set(edges).size, `${path}: ${edges.join(', ')}`).toBe(1);
  }
});

test('a footer whose code cannot be fetched stays as the server rendered it, the page whole', async ({
  page,
}) => {
  let asked = 0;
  await page.route(`**${addressOfChunk('footer-islands')}`, (route) => {
    asked += 1;
    return route.abort();
  });
  // waku reloads the page once for a chunk that failed (its recovery from a new release)
  await page.goto('/science');
  await expect.poll(() => asked).toBeGreaterThanOrEqual(2);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  await footer.locator('summary').click();
  await expect(footer.getByRole('link', { name: 'Canada (CAD $)' })).toBeVisible();
});
