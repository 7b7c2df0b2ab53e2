// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { ContentLoadEventDetail } from '../../../contracts/window-messages.ts';
import { CONTENT_ERROR_EVENT, CONTENT_LOAD_EVENT } from '../../lib/content-events.ts';
import { ContentFailed, ContentLoaded } from './content-status.tsx';

const content: ContentLoadEventDetail = {
  id: 'page-home',
  name: 'Home',
  model: 'page',
  urlPath: '/',
  variationId: 'variation-b',
  data: { title: 'Lumen Nutrition', url: '/' },
};

const COOKIE = 'builder.tests.page-home';
const cookieValue = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);

afterEach(() => {
  document.cookie = `${COOKIE}=; Path=/; Max-Age=0`;
});

const nextEvent = (type: string) =>
  new Promise<unknown>((resolve) =>
    window.addEventListener(type, (event) => resolve((event as CustomEvent).detail), {
      once: true,
    }),
  );

test('the load event carries the content, and the chosen variation is kept in the cookie', async () => {
  const loaded = nextEvent(CONTENT_LOAD_EVENT);
  render(<ContentLoaded content={content} />);
  expect(await loaded).toEqual(content);
  expect(cookieValue()).toBe('variation-b');
});

test('a cookie naming another variation (one the entry no longer has) is rewritten', () => {
  document.cookie = `${COOKIE}=variation-gone; Path=/`;
  render(<ContentLoaded content={content} />);
  expect(cookieValue()).toBe('variation-b');
});

test('the error event carries the message', async () => {
  const failed = nextEvent(CONTENT_ERROR_EVENT);
  render(<ContentFailed message="The CMS answered 503" />);
  expect(await failed).toEqual({ message: 'The CMS answered 503' });
});
