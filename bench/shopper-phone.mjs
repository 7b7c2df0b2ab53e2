// `node bench/shopper-phone.mjs`: the shopper's own parts on a slow phone (issue 38, items 1–4;
// docs/decisions/025-stored-shopper-parts.md, 026-price-context.md), against the production
// build (`npm run build` first) in mock mode, each figure the median of RUNS cold runs. The
// phone: 375 px, 4× CPU slowdown, 150 ms latency, 1.6 Mbit/s down, through Chromium's own
// throttling, as bench/slow-phone.mjs applies it. Each page is sampled at every frame (and
// every change of the document) from its first one: what the header's account area and badge
// show, and the visible price areas' text; the figures are read from those samples.
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { startApp, stop } from './harness.mjs';

const PHONE = {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6e6 / 8,
  uploadThroughput: 0.75e6 / 8,
};
const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ACCOUNT_UNAVAILABLE = 'We could not reach your account';

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs in every page from its first script: samples what is painted, at every change. */
const sampler = (unavailableWords) => {
  const samples = [];
  Object.defineProperty(window, '__shopperSamples', { value: samples });
  // when the head's request for the answer resolves in the page (the head script paints then)
  let request;
  Object.defineProperty(window, '__shopperRequest', {
    configurable: true,
    get: () => request,
    set: (value) => {
      request = value;
      void value.then(() => {
        window.__answerResolved ??= performance.now();
      });
    },
  });
  const visible = (element) =>
    element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0;
  let last = '';
  const sample = () => {
    const root = document.documentElement;
    const signIn = [...document.querySelectorAll('a[href^="/login"]')].some(
      (link) => visible(link) && link.textContent.includes('Sign In'),
    );
    const area = document.querySelector('[data-testid="account-area"]');
    const initials =
      !signIn &&
      area !== null &&
      (root.getAttribute('data-shopper') === 'signed-in' ||
        [...area.querySelectorAll('button')].some(visible));
    const badge = document.querySelector('[data-testid="cart-badge"]');
    const count =
      badge && visible(badge)
        ? (badge.textContent || getComputedStyle(root).getPropertyValue('--shopper-cart')).trim()
        : null;
    const prices = [...document.querySelectorAll('[data-price-sku]')]
      .filter(visible)
      .map((element) => [element.getAttribute('data-price-sku'), element.innerText.trim()]);
    const note = [...document.querySelectorAll('[role="status"]')].some(
      (element) => visible(element) && element.textContent.includes(unavailableWords),
    );
    const state = { signIn, initials, count, prices, note };
    const key = JSON.stringify(state);
    if (key !== last) {
      last = key;
      samples.push({ t: performance.now(), ...state });
    }
  };
  new MutationObserver(sample).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });
  const frame = () => {
    sample();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

/** A browser context of the phone's size; `mock` is the mock state its session starts with. */
const phoneContext = async (browser, origin, mock) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(sampler, ACCOUNT_UNAVAILABLE);
  if (mock) {
    // the state by its link, and the session a signed-in browser has (the site API's cookie)
    await context.request.get(`${origin}/?mock=${mock}`);
    await context.request.get(`${origin}/__mocks/journal`);
  }
  return context;
};

const hydrated = (page) =>
  page.waitForFunction(
    () => (window.dataLayer ?? []).some((entry) => entry.event === 'pageView'),
    undefined,
    { timeout: 60_000 },
  );

/** A page view at full speed, as earlier ones leave the browser: hydrated. */
const visit = async (context, url) => {
  const page = await context.newPage();
  await page.goto(url);
  await hydrated(page);
  return page;
};

/**
 * One page view on the slow phone, in a new tab of `context`: its samples, the time the
 * head's request for the shopper's answer resolved in the page, its first contentful paint,
 * and the time the samples end (`until` more ms after hydration, or after the answer when
 * the modules are held back).
 */
const phoneView = async (context, url, { until = 4000, stopWhen, holdModules = false } = {}) => {
  const page = await context.newPage();
  if (holdModules) {
    // the page's modules never load: what the document's head script paints on its own
    await page.route('**/assets/*.js', () => new Promise(() => {}));
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: holdModules ? 'commit' : 'load', timeout: 120_000 });
  if (holdModules) {
    await page.waitForFunction(() => window.__answerResolved !== undefined, undefined, {
      timeout: 60_000,
    });
  } else {
    await hydrated(page);
  }
  if (stopWhen) {
    await page.waitForFunction(stopWhen, undefined, { timeout: 30_000 }).catch(() => {});
  }
  await page.waitForTimeout(until);
  const result = await page.evaluate(() => ({
    samples: window.__shopperSamples,
    resolved: window.__answerResolved ?? null,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    end: performance.now(),
  }));
  await page.close();
  return result;
};

/** ms during which `test` held, over the samples until `end`. */
const durationWhere = ({ samples, end }, test) =>
  samples.reduce(
    (sum, sample, index) =>
      test(sample) ? sum + ((samples[index + 1]?.t ?? end) - sample.t) : sum,
    0,
  );

/** ms from navigation at which `test` first held; null if never. */
const firstWhere = ({ samples }, test) => samples.find(test)?.t ?? null;

const PRICED_PAGE = '/blocks/carousels';

/** SKU -> the public price, as anyone is painted it. */
const publicPrices = async (browser, origin) => {
  const context = await phoneContext(browser, origin, 'anonymous');
  try {
    const page = await visit(context, origin + PRICED_PAGE);
    return new Map(
      await page.$$eval('[data-price-sku]', (elements) =>
        elements.map((element) => [
          element.getAttribute('data-price-sku'),
          element.innerText.trim(),
        ]),
      ),
    );
  } finally {
    await context.close();
  }
};

const items = {
  /** 1: a professional in a new tab on a priced page: ms a public price shows, when theirs show */
  async professional(browser, origin, publicOf) {
    const context = await phoneContext(browser, origin, 'professional');
    try {
      await visit(context, origin + '/');
      const view = await phoneView(context, origin + PRICED_PAGE);
      const isPublic = ([sku, text]) => publicOf.get(sku) === text;
      return {
        'first contentful paint (ms)': view.fcp,
        'public price visible (ms)': durationWhere(view, (sample) => sample.prices.some(isPublic)),
        'group prices shown at (ms)': firstWhere(
          view,
          (sample) =>
            sample.prices.length > 0 &&
            sample.prices.every((price) => !isPublic(price) && /\$\d/.test(price[1])),
        ),
      };
    } finally {
      await context.close();
    }
  },
  /** 2: a signed-in shopper whose account call is down: 'Sign In' ever shown, when the note shows */
  async accountDown(browser, origin) {
    const context = await phoneContext(browser, origin, 'customer,full-cart');
    try {
      await visit(context, origin + '/science');
      await context.request.get(`${origin}/?mock=customer,full-cart,site-api.user:down`);
      const view = await phoneView(context, origin + '/science', {
        until: 500,
        stopWhen: () => window.__shopperSamples.some((sample) => sample.note),
      });
      // a new device: nothing stored, so the server's 'Sign In' stands until the answer
      // (docs/decisions/025-stored-shopper-parts.md, Consequences)
      const fresh = await phoneContext(browser, origin, 'customer,full-cart,site-api.user:down');
      const first = await phoneView(fresh, origin + '/science', {
        until: 500,
        stopWhen: () => window.__shopperSamples.some((sample) => sample.note),
      });
      await fresh.close();
      return {
        "'Sign In' shown (ms)": durationWhere(view, (sample) => sample.signIn),
        'note shown at (ms)': firstWhere(view, (sample) => sample.note),
        "new device: 'Sign In' shown (ms)": durationWhere(first, (sample) => sample.signIn),
      };
    } finally {
      await context.close();
    }
  },
  /**
   * 3: a new device's answer to initials, with the modules loading and held back; a new tab's
   * badge at a count not the stored one. The answer's arrival is when the head's request
   * resolves in the page: Chromium's throttling delays what the page receives after the
   * resource timing's responseEnd, so that one is early by about the latency.
   */
  async header(browser, origin) {
    const context = await phoneContext(browser, origin, 'customer,full-cart');
    const heldContext = await phoneContext(browser, origin, 'customer,full-cart');
    try {
      const first = await phoneView(context, origin + '/science', { until: 500 });
      const tab = await phoneView(context, origin + '/science', { until: 500 });
      const held = await phoneView(heldContext, origin + '/science', {
        until: 500,
        holdModules: true,
      });
      const answerToInitials = (view) =>
        firstWhere(view, (sample) => sample.initials) - view.resolved;
      return {
        'new device: answer in the page at (ms)': first.resolved,
        'new device: answer to initials (ms)': answerToInitials(first),
        'new device, modules held back: answer to initials (ms)': answerToInitials(held),
        'new tab: first contentful paint (ms)': tab.fcp,
        'new tab: initials at (ms)': firstWhere(tab, (sample) => sample.initials),
        "new tab: 'Sign In' shown (ms)": durationWhere(tab, (sample) => sample.signIn),
        'new tab: badge not the stored 6 (ms)': durationWhere(
          tab,
          (sample) => sample.count !== null && sample.count !== '6',
        ),
      };
    } finally {
      await context.close();
      await heldContext.close();
    }
  },
  /** 4: a signed-in Canadian's first visit on a device: ms of prices not in CA$ */
  async canadian(browser, origin) {
    const context = await phoneContext(browser, origin, 'customer,canada');
    try {
      const view = await phoneView(context, origin + PRICED_PAGE);
      return {
        'non-CA$ prices visible (ms)': durationWhere(view, (sample) =>
          sample.prices.some(([, text]) => /(?<!CA)\$\d/.test(text)),
        ),
        'CA$ prices shown at (ms)': firstWhere(view, (sample) =>
          sample.prices.some(([, text]) => /CA\$\d/.test(text)),
        ),
      };
    } finally {
      await context.close();
    }
  },
};

const app = await startApp({
  // mock mode, as the browser tests run it: every backend answered in process
  MOCK_STATE: 'anonymous',
  SITE_API_URL: '',
  CMS_API_HOST: '',
  CMS_PUBLIC_KEY: '',
  PERSONALISATION_API_URL: '',
  MONITORING_INTAKE_URL: '',
  MOCKS: '',
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
const loads = [loadavg()[0].toFixed(1)];
try {
  const publicOf = await publicPrices(browser, app.origin);
  const figures = new Map();
  // runs alternate between the items, so drift in the machine's load touches all alike
  for (let run = 0; run < RUNS; run += 1) {
    for (const [item, measure] of Object.entries(items)) {
      for (const [figure, value] of Object.entries(await measure(browser, app.origin, publicOf))) {
        const key = `${item}: ${figure}`;
        figures.set(key, [...(figures.get(key) ?? []), value]);
      }
    }
    loads.push(loadavg()[0].toFixed(1));
  }
  console.log(
    `\nshopper parts on a slow phone (375 px, ${CPU_SLOWDOWN}× CPU, ${PHONE.latency} ms, 1.6 Mbit/s), median of ${RUNS}; load average ${loads.join('→')}`,
  );
  const width = Math.max(...[...figures.keys()].map((key) => key.length));
  for (const [key, values] of figures) {
    const known = values.filter((value) => value !== null);
    const shown =
      known.length < values.length
        ? `never in ${values.length - known.length} of ${values.length}`
        : `${median(known).toFixed(0)}`;
    console.log(
      `${key.padEnd(width)}  ${shown.padStart(8)}   (${values.map((value) => (value === null ? '–' : value.toFixed(0))).join(', ')})`,
    );
  }
} finally {
  await browser.close();
  stop(app.child);
}
