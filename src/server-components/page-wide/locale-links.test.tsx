import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  answeringSources,
  pageDataFor,
  runInRequestContext,
} from '../../lib/request-context.testing.ts';
import { LocaleLinks } from './locale-links.tsx';

const renderLinks = async (
  props: { path?: string; query?: string },
  pageUrl = 'https://shop.test/science?locale=en-CA',
) => {
  const data = pageDataFor(pageUrl, answeringSources());
  render(await runInRequestContext({ pageUrl, data }, () => LocaleLinks(props)));
  return [...document.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    hreflang: link.hreflang,
    href: link.href,
  }));
};

test('one alternate per locale, an x-default and the canonical of the current locale', async () => {
  expect(await renderLinks({})).toEqual([
    { rel: 'alternate', hreflang: 'en-US', href: 'https://shop.test/science?locale=en-US' },
    { rel: 'alternate', hreflang: 'en-CA', href: 'https://shop.test/science?locale=en-CA' },
    { rel: 'alternate', hreflang: 'x-default', href: 'https://shop.test/science' },
    { rel: 'canonical', hreflang: '', href: 'https://shop.test/science?locale=en-CA' },
  ]);
});

test("a page's own path and query replace the request address", async () => {
  const links = await renderLinks({ path: '/products/reviews', query: 'page=2' });
  expect(links.at(-1)?.href).toBe('https://shop.test/products/reviews?page=2&locale=en-CA');
});

test('the request’s own query is not repeated: the links are the page’s, whatever was asked', async () => {
  const junk = `https://shop.test/science?junk=${'x'.repeat(500)}&locale=en-CA`;
  expect(await renderLinks({}, junk)).toEqual([
    { rel: 'alternate', hreflang: 'en-US', href: 'https://shop.test/science?locale=en-US' },
    { rel: 'alternate', hreflang: 'en-CA', href: 'https://shop.test/science?locale=en-CA' },
    { rel: 'alternate', hreflang: 'x-default', href: 'https://shop.test/science' },
    { rel: 'canonical', hreflang: '', href: 'https://shop.test/science?locale=en-CA' },
  ]);
});
