// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
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

const nextEvent = (type: string) =>
  new Promise<unknown>((resolve) =>
    window.addEventListener(type, (event) => resolve((event as CustomEvent).detail), {
      once: true,
    }),
  );

test('the load event carries the content', async () => {
  const loaded = nextEvent(CONTENT_LOAD_EVENT);
  render(<ContentLoaded content={content} />);
  expect(await loaded).toEqual(content);
});

test('under an A/B test it names the variation shown', async () => {
  document.body.innerHTML = `
    <div data-ab-test="page-home">
      <div data-ab-variation="variation-c" data-ab-shown></div>
      <div data-ab-variation="page-home"></div>
    </div>`;
  const loaded = nextEvent(CONTENT_LOAD_EVENT);
  render(<ContentLoaded content={content} />);
  expect(await loaded).toEqual({ ...content, variationId: 'variation-c' });
});

test('the error event carries the message', async () => {
  const failed = nextEvent(CONTENT_ERROR_EVENT);
  render(<ContentFailed message="The CMS answered 503" />);
  expect(await failed).toEqual({ message: 'The CMS answered 503' });
});
