import { Hono } from 'hono';
import { expect, test } from 'vitest';
import { SCENARIO_BAR_PATH, scenarioBarRoute } from './scenario-bar-script.ts';

const app = new Hono();
app.use(scenarioBarRoute);
app.all('*', (c) => c.text('app', 404));

test('the bar is served as JavaScript, its types stripped, and nothing else is taken', async () => {
  const response = await app.request(SCENARIO_BAR_PATH);
  expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  const script = await response.text();
  expect(script).toContain("fetch('/__mocks/state')");
  expect(script).not.toMatch(/^type BarReport/m);
  expect(script).not.toContain(': ShadowRoot');
  expect((await app.request('/__mocks/other.js')).status).toBe(404);
});
