import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { server } from '../../mocks/server/dom-test-server.ts';
import { ProductSchema } from '../../contracts/site-api.ts';
import { CmsPreview } from './cms-preview.tsx';

const requests: string[] = [];
const baseHandlers = [http.all('*', () => HttpResponse.json({}))];
server.events.on('request:start', ({ request }) => {
  requests.push(`${request.method} ${request.url}`);
});

// this file's answers, on top of every mocked backend's (mocks/server/dom-test-server.ts)
beforeEach(() => {
  server.use(...baseHandlers);
});
afterEach(() => {
  requests.length = 0;
});

const vitaminD = ProductSchema.parse({ id: 7, sku: 'LN-7', name: 'Vitamin D3', price: '$12.00' });

const content = {
  id: 'page-science',
  data: {
    blocks: [
      {
        '@type': '@builder.io/sdk:Element' as const,
        id: 'builder-carousel',
        component: {
          name: 'v2 Product Carousel',
          options: { title: 'Best sellers', products: [{ sku: 'LN-7' }] },
        },
      },
      {
        '@type': '@builder.io/sdk:Element' as const,
        id: 'builder-story',
        component: { name: 'Story Card', options: { slides: [{ subTitle: 'No heading' }] } },
      },
    ],
  },
};

/** The preview of the fixture entry, fed its product, as the page renders it. */
const renderPreview = (nonce: string | undefined) =>
  render(
    <CmsPreview
      model="page"
      apiKey="public-key"
      apiHost="https://cdn.builder.io"
      content={content}
      productsBySku={{ 'LN-7': vitaminD }}
      nonce={nonce}
    />,
  );

test('renders the content with our blocks, fed the products the page passed as data', async () => {
  // The SDK renders inline init scripts, which React warns about when it renders them on
  // the client; the page server-renders the preview first, where they are plain markup.
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  renderPreview(undefined);
  expect(await screen.findByRole('heading', { name: 'Best sellers' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Vitamin D3' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Story Card: slides.0.header1 is required');
  expect(requests).toEqual([]);
  expect(error.mock.calls.map(([message]) => String(message).split('.')[0])).toEqual(
    error.mock.calls.map(() => 'Encountered a script tag while rendering React component'),
  );
});

test("every inline script the SDK writes carries the response's CSP nonce", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = renderPreview('bm9uY2U=');
  await screen.findByRole('heading', { name: 'Best sellers' });
  // the SDK's init script for personalisation variants, among any others it writes
  const scripts = [...container.querySelectorAll('script')];
  expect(scripts.map((script) => script.dataset.id)).toContain(
    'builderio-init-personalization-variants-fns',
  );
  expect(scripts.map((script) => script.getAttribute('nonce'))).toEqual(
    scripts.map(() => 'bm9uY2U='),
  );
});
