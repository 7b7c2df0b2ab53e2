import { Hono } from 'hono';
import { expect, test } from 'vitest';
import { getRequestContext } from '../../lib/request-context.ts';
import { requestContext } from './request-context.ts';

const app = new Hono();
app.use(requestContext());
app.get('/*', (c) => c.text(getRequestContext().pageUrl.href));

test("the page's address comes from the Host header, not an absolute request line", async () => {
  const response = await app.request('http://evil.example/science?locale=en-CA', {
    headers: { host: 'localhost:4000', 'x-forwarded-host': 'evil.example' },
  });
  expect(await response.text()).toBe('http://localhost:4000/science?locale=en-CA');
});
