import { expect, test } from 'vitest';
import { oneInstanceOnFaultBackend } from './support/processes.ts';

/*
 * The production server's log (src/lib/logger.ts): every line it writes, on stdout or
 * stderr, is one JSON object, and one written while serving a request carries its id.
 * Stack traces and warnings from React, waku and the SDKs included: here, backends that
 * break their contracts or answer garbage, a page that is not there and a malformed call.
 */
const servers = oneInstanceOnFaultBackend();

const isJsonObject = (line: string) => {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
};

test('every line the server writes while serving is one JSON object, with the request id', async () => {
  const { storefront, backends } = servers;
  const before = storefront.lines().length;
  await backends.set('siteApi', 'schema-invalid');
  await backends.set('cms', 'malformed-json');
  await backends.set('personalisation', 'status-500');
  const html = { accept: 'text/html' };
  for (const path of ['/', '/science', '/nope', '/science?refCode=ABC']) {
    await (await fetch(`${storefront.url}${path}`, { headers: html })).text();
  }
  await fetch(`${storefront.url}/RSC/R/_root.txt`, { method: 'POST', body: 'garbage{{[[' });
  await backends.setAll('ok');
  // the last request's line says its answers are all out
  await (await fetch(`${storefront.url}/healthz`)).text();
  const written = storefront.lines().slice(before);
  expect(written.length).toBeGreaterThan(0);
  expect(written.filter((line) => !isJsonObject(line))).toEqual([]);
  // the lines written while serving (the start's own warnings carry no request id)
  const warnings = written
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => typeof line.level === 'number' && line.level >= 40 && line.msg !== 'request');
  expect(warnings.length).toBeGreaterThan(0);
  expect(warnings.filter((line) => typeof line.requestId !== 'string')).toEqual([]);
});
