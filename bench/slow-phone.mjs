// The slow phone (docs/decisions/017-anti-flicker-hide.md): `/` at 375 px, 4× CPU slowdown and
// slow 4G applied through Chromium's own throttling, cold (a fresh context each load), with the
// tag manager served and with it blocked. The hide may cost the page no more than the tag
// manager's own arrival: the first paint with it served stays near the page without it.

// Lighthouse's mobile figures, applied to the connection rather than simulated
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const RUNS = 3;
const TAG_MANAGER = '*/vendor/gtm.js';

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

/** First contentful and largest contentful paint of one cold load, in ms from navigation. */
const paints = async (browser, url, { blockTagManager }) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (blockTagManager) {
      await cdp.send('Network.setBlockedURLs', { urls: [TAG_MANAGER] });
    }
    await page.addInitScript(() => {
      const seen = { fcp: 0, lcp: 0 };
      Object.defineProperty(window, '__benchPaints', { value: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === 'first-contentful-paint') {
            seen.fcp = entry.startTime;
          }
        }
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        seen.lcp = list.getEntries().at(-1).startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // the 4 s cap at the latest, then the slowed main thread's last paints
    await page.waitForFunction(() => !document.documentElement.classList.contains('async-hide'), {
      timeout: 10_000,
    });
    await page.waitForTimeout(1500);
    return await page.evaluate(() => window.__benchPaints);
  } finally {
    await context.close();
  }
};

// a page of the same layout with little content of its own: what `/` is held against
const PLAIN_PAGE = '/privacy';

/**
 * The bench's rows for the slow phone: FCP and LCP of `/`, median of RUNS cold loads, with the
 * tag manager served and blocked, and the difference; and `/`'s FCP against a plain page's.
 * Runs alternate, so drift in the machine's load touches all alike.
 */
export const slowPhoneRows = async (browser, origin, { ms }) => {
  const served = [];
  const blocked = [];
  const plain = [];
  for (let run = 0; run < RUNS; run += 1) {
    served.push(await paints(browser, origin + '/', { blockTagManager: false }));
    blocked.push(await paints(browser, origin + '/', { blockTagManager: true }));
    plain.push(await paints(browser, origin + PLAIN_PAGE, { blockTagManager: false }));
  }
  const of = (loads, key) => median(loads.map((one) => one[key]));
  const rows = [];
  for (const key of ['fcp', 'lcp']) {
    const label = key.toUpperCase();
    rows.push([
      `slow phone /, 375 px, 4× CPU, slow 4G, cold: ${label}, median of ${RUNS}`,
      ms(of(served, key)),
      key === 'lcp' ? '≤ 2500 ms' : '',
    ]);
    rows.push([`  ${label} with the tag manager blocked`, ms(of(blocked, key)), '']);
    rows.push([
      `  ${label} cost of the anti-flicker hide`,
      ms(of(served, key) - of(blocked, key)),
      '≤ 300 ms',
    ]);
  }
  rows.push([
    `  FCP of / ÷ FCP of a plain page (${PLAIN_PAGE}, ${ms(of(plain, 'fcp'))})`,
    `${(of(served, 'fcp') / of(plain, 'fcp')).toFixed(2)}`,
    '≤ 1.25',
  ]);
  return rows;
};
