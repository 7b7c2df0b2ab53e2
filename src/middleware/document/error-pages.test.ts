import { Hono } from 'hono';
import { expect, test } from 'vitest';
import { errorPages } from './error-pages.ts';
import { requestContext } from './request-context.ts';

// the pipeline's order around the 500 page: the context first, then errorPages, then the pages
const app = new Hono();
app.use(requestContext());
app.use(errorPages({ app }));
app.get('/500', (c) => c.html('<h1>Something went wrong</h1>'));
app.get('/broken', (c) => c.html('', 500));
app.get('/*', (c) => c.html('<h1>The page</h1>'));

const page = { accept: 'text/html', 'user-agent': 'Mozilla/5.0' };

test('a failed render is replaced with the 500 page, under its 500', async () => {
  const response = await app.request('http://localhost/broken', { headers: page });
  expect(response.status).toBe(500);
  expect(await response.text()).toContain('Something went wrong');
});

test('the 500 page’s inner marker sent by a client is ignored: the page answers as it would', async () => {
  for (const path of ['/', '/science']) {
    const response = await app.request(`http://localhost${path}`, {
      headers: { ...page, 'x-storefront-error-render': '1' },
    });
    expect(response.status, path).toBe(200);
    expect(await response.text(), path).toContain('The page');
  }
});
