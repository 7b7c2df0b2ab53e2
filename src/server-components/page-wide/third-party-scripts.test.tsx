import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import type { Config } from '../../lib/config.ts';
import { runInRequestContext } from '../../lib/request-context.testing.ts';
import { ANTI_FLICKER_CLASS, ANTI_FLICKER_MS, ThirdPartyScripts } from './third-party-scripts.tsx';

const SCRIPTS = { consent: '/vendor/consent.js', tagManager: '/vendor/gtm.js' };

/** The component's markup in a detached element, as the server renders it. */
const rendered = async (scripts: Config['thirdPartyScripts'] = SCRIPTS) => {
  const element = await runInRequestContext({ nonce: 'n0nce' }, () =>
    ThirdPartyScripts({ scripts }),
  );
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(element);
  return container;
};

/** Runs the inline loader as the browser would, from a script element with the nonce. */
const runLoader = async () => {
  const inline = [...(await rendered()).querySelectorAll('script')].find((each) => !each.src);
  const current = document.createElement('script');
  current.nonce = 'n0nce';
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(current);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the server-rendered inline script, run as the browser runs it (jsdom runs no script elements)
  (new Function(inline?.textContent ?? '') as () => void)();
  const tagManager = document.head.querySelector<HTMLScriptElement>('script[src="/vendor/gtm.js"]');
  return { tagManager, hidden: () => document.documentElement.classList.contains('async-hide') };
};

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.classList.remove(ANTI_FLICKER_CLASS);
  document.head.replaceChildren();
});

test('the consent script loads async with the nonce; the tag manager comes through the hide', async () => {
  const container = await rendered();
  const scripts = [...container.querySelectorAll('script')];
  const sources = scripts.map((script) => [script.getAttribute('src'), script.async]);
  expect(sources).toHaveLength(2);
  expect(sources).toEqual(
    expect.arrayContaining([
      [null, false],
      ['/vendor/consent.js', true],
    ]),
  );
  expect(scripts.every((script) => script.getAttribute('nonce') === 'n0nce')).toBe(true);
  expect(container.querySelector('style')?.textContent).toBe(
    '.async-hide { opacity: 0 !important; }',
  );
});

test('the hide begins before the tag manager is inserted, which gets the nonce, and ends on its load', async () => {
  vi.useFakeTimers();
  const { tagManager, hidden } = await runLoader();
  expect(hidden()).toBe(true);
  expect(tagManager?.async).toBe(true);
  expect(tagManager?.nonce).toBe('n0nce');
  tagManager?.dispatchEvent(new Event('load'));
  expect(hidden()).toBe(false);
});

test('a tag manager that fails to load ends the hide at once', async () => {
  vi.useFakeTimers();
  const { tagManager, hidden } = await runLoader();
  tagManager?.dispatchEvent(new Event('error'));
  expect(hidden()).toBe(false);
});

test(`a tag manager that never answers ends the hide ${ANTI_FLICKER_MS} ms after it began`, async () => {
  vi.useFakeTimers();
  const { hidden } = await runLoader();
  vi.advanceTimersByTime(ANTI_FLICKER_MS - 1);
  expect(hidden()).toBe(true);
  vi.advanceTimersByTime(1);
  expect(hidden()).toBe(false);
});

test('with no tag manager configured there is no hide and no tag manager script', async () => {
  const container = await rendered({ consent: '/vendor/consent.js', tagManager: undefined });
  expect(container.querySelector('style')).toBeNull();
  expect(
    [...container.querySelectorAll('script')].map((script) => script.getAttribute('src')),
  ).toEqual(['/vendor/consent.js']);
});

test('an address that would close the script stays inside its string', async () => {
  const container = await rendered({
    consent: '/vendor/consent.js',
    tagManager: 'https://tags.example/</script><script>alert(1)</script>',
  });
  expect(container.querySelectorAll('script')).toHaveLength(2);
  expect(container.innerHTML).not.toContain('</script><script>alert');
});
