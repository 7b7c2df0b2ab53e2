import { expect, test } from 'vitest';
import { createMockSetup } from '../../mocks/server/environment.ts';
import { parseConfig } from './config.ts';
import { atPublicOrigin, publicOrigin } from './public-origin.ts';

// the offline demo: mock mode, backends on their mock addresses
const offline = createMockSetup({}).config;
const behindProxy = createMockSetup({ TRUSTED_PROXY: 'on' }).config;
const published = createMockSetup({ SITE_PUBLIC_URL: 'https://www.shop.example/base' }).config;

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { headers });

test('SITE_PUBLIC_URL wins over anything the request says', () => {
  const abusive = request('http://evil.example/x', {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'http',
  });
  expect(publicOrigin(abusive, published)).toBe('https://www.shop.example');
  expect(atPublicOrigin(new URL('http://evil.example/science?a=1'), abusive, published).href).toBe(
    'https://www.shop.example/science?a=1',
  );
});

test('offline, a loopback Host header and the connection scheme make the origin', () => {
  expect(publicOrigin(request('http://127.0.0.1:4000/', { host: '127.0.0.1:4000' }), offline)).toBe(
    'http://127.0.0.1:4000',
  );
  for (const host of ['localhost:4000', 'LOCALHOST', '[::1]:4000', '127.0.0.5']) {
    expect(publicOrigin(request('http://x/', { host }), offline), host).toBe(
      new URL(`http://${host}`).origin,
    );
  }
});

test('offline, a Host that is neither loopback nor in SITE_HOSTS is not reflected', () => {
  for (const host of ['evil.example', 'evil.example:4000', 'localhost.evil.example', '10.0.0.5']) {
    expect(publicOrigin(request('http://x/', { host }), offline), host).toBe('http://localhost');
  }
});

test('offline, SITE_HOSTS lists the names a shared QA host may be reached at', () => {
  const qa = createMockSetup({ SITE_HOSTS: 'qa-1.shop.internal, demo.shop.internal' }).config;
  expect(qa.siteHosts).toEqual(['qa-1.shop.internal', 'demo.shop.internal']);
  expect(publicOrigin(request('http://x/', { host: 'QA-1.shop.internal:8080' }), qa)).toBe(
    'http://qa-1.shop.internal:8080',
  );
  expect(publicOrigin(request('http://x/', { host: 'evil.example' }), qa)).toBe('http://localhost');
  expect(() => createMockSetup({ SITE_HOSTS: 'evil.example/path' })).toThrow(/SITE_HOSTS/);
});

test('an absolute-form request line does not choose the origin', () => {
  // what the Node adapter makes of `GET http://evil.example/ HTTP/1.1` with Host: localhost:4000
  const absolute = request('http://evil.example/', { host: 'localhost:4000' });
  expect(publicOrigin(absolute, offline)).toBe('http://localhost:4000');
});

test('X-Forwarded-Host/Proto count only behind a trusted proxy', () => {
  const forwarded = request('http://10.0.0.5:3000/', {
    host: '10.0.0.5:3000',
    'x-forwarded-host': 'shop.example, internal.example',
    'x-forwarded-proto': 'https',
  });
  const allowed = createMockSetup({ SITE_HOSTS: '10.0.0.5,shop.example' }).config;
  const allowedBehindProxy = createMockSetup({
    SITE_HOSTS: 'shop.example',
    TRUSTED_PROXY: 'on',
  }).config;
  expect(publicOrigin(forwarded, allowed)).toBe('http://10.0.0.5:3000');
  expect(publicOrigin(forwarded, allowedBehindProxy)).toBe('https://shop.example');
  // a forwarded name is a claim like any other: loopback or listed, else localhost
  expect(publicOrigin(forwarded, behindProxy)).toBe('https://localhost');
});

test('a host that is not a host name falls back to localhost', () => {
  for (const host of ['evil.example/path', 'user@evil.example', 'a b', '', 'evil.example:99999x']) {
    expect(publicOrigin(request('http://x/', { host }), offline), host).toBe('http://localhost');
  }
});

test('mocks off without SITE_PUBLIC_URL is a configuration error', () => {
  const real = {
    MOCKS: 'off',
    SITE_API_URL: 'https://api.example.com',
    CMS_API_HOST: 'https://cms.example.com',
    CMS_PUBLIC_KEY: 'key',
    MONITORING_INTAKE_URL: 'https://intake.example.com',
  };
  expect(() => parseConfig(real)).toThrow(/SITE_PUBLIC_URL: required when the mocks are off/);
  expect(parseConfig({ ...real, SITE_PUBLIC_URL: 'https://www.shop.example' }).sitePublicUrl).toBe(
    'https://www.shop.example',
  );
});
