import { expect, test } from 'vitest';
import { oneInstanceOnFaultBackend } from './support/processes.ts';

/*
 * A backend that runs out of its time box is one structured warning naming the backend and
 * the call, and a count in /metrics (docs/operations.md#metrics); never a 500.
 */
const servers = oneInstanceOnFaultBackend();

test('a CMS call past its time box: one warning with backend, call, timeoutMs, elapsedMs, and a time-box count', async () => {
  const { storefront, backends } = servers;
  await backends.set('cms', { slowMs: 4000 });
  const page = await fetch(`${storefront.url}/welcome`, { headers: { accept: 'text/html' } });
  await page.text();
  await backends.setAll('ok');
  expect(page.status).not.toBe(500);
  const line = JSON.parse(
    await storefront.waitForLog((entry) => entry.call === 'cms.page' && entry.level === 40),
  ) as Record<string, unknown>;
  expect(line).toMatchObject({ backend: 'cms', call: 'cms.page', timeoutMs: 2000 });
  expect(line.elapsedMs).toBeGreaterThanOrEqual(2000);
  expect(line).not.toHaveProperty('statusCode');
  const metrics = await (await fetch(`${storefront.url}/metrics`)).text();
  expect(metrics).toMatch(
    /storefront_backend_call_duration_seconds_count\{[^}]*call="cms\.page"[^}]*outcome="time-box"[^}]*\} [1-9]/,
  );
  expect(metrics).toMatch(
    /storefront_backend_call_duration_seconds_count\{[^}]*call="site-api\.countries"[^}]*outcome="ok"[^}]*\} [1-9]/,
  );
});
