import {
  formatMockState,
  parseMockState,
  type MockState,
  type MockStateResult,
} from './mock-state.ts';

/**
 * Where a request carries its mock state, in the order they are read: the `x-mock-state`
 * header (other clients of `npm run mocks`), the `mock-state` cookie (a browser, after
 * `?mock=`), else the process's default, `MOCK_STATE`.
 */
export const MOCK_STATE_HEADER = 'x-mock-state';
export const MOCK_STATE_PARAM = 'mock';
export const MOCK_STATE_COOKIE = 'mock-state';
export const MOCK_STATE_VARIABLE = 'MOCK_STATE';
/** The presets and parts a state is made of, and the state in words, as JSON. */
export const MOCK_STATE_CATALOGUE_PATH = '/__mocks/state';

/**
 * The names the mock state had before it had one, each read after the canonical one and never
 * written, so old links, cookies, scripts and benches keep working (docs/qa.md#old-names-still-read).
 * The old parameter says a preset name only.
 */
export const OLD_MOCK_STATE_NAMES = {
  param: 'mock-scenario',
  cookie: 'mock-scenario',
  variable: 'MOCK_SCENARIO',
  /** `npm run mocks`'s catalogue, now `GET /__mocks/state` as on the offline storefront */
  catalogue: '/__scenarios',
} as const;

// a cookie value may not hold a comma: the value is kept URI-encoded
const decoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

export const mockStateCookieValue = (state: MockState) =>
  encodeURIComponent(formatMockState(state));

/** A browser's mock state cookie, as written (URI-encoded), under its name or its old one. */
export const mockStateCookieOf = (cookies: ReadonlyMap<string, string>) =>
  cookies.get(MOCK_STATE_COOKIE) ?? cookies.get(OLD_MOCK_STATE_NAMES.cookie);

/** The default mock state an environment names, under its name or its old one. */
export const mockStateVariableOf = (env: Record<string, string | undefined>) =>
  env[MOCK_STATE_VARIABLE] ?? env[OLD_MOCK_STATE_NAMES.variable];

export const chosenMockState = (
  { header, cookies }: { header?: string | null | undefined; cookies: ReadonlyMap<string, string> },
  fallback: MockState,
): MockStateResult => {
  const cookie = mockStateCookieOf(cookies);
  const value = header ?? (cookie === undefined ? undefined : decoded(cookie));
  return value === undefined ? { ok: true, state: fallback } : parseMockState(value);
};

/**
 * What the mock layer adds to the cookies a page's shared render may read (mocks/server/register.ts,
 * through src/lib/server-extensions.ts): its state, under both names, since either may carry it.
 * An edge in front of origins in mock mode keeps and keys on them too (scripts/edge-vcl.ts).
 */
export const MOCK_SHARED_COOKIES: readonly string[] = [
  MOCK_STATE_COOKIE,
  OLD_MOCK_STATE_NAMES.cookie,
];

/** Every cookie of a request: the middleware adds its own and writes them all back. */
export const parseCookieHeader = (header: string | null | undefined): Map<string, string> =>
  new Map(
    (header ?? '')
      .split(';')
      .map((pair) => pair.trim())
      .filter((pair) => pair.includes('='))
      .map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), pair.slice(at + 1)] as const;
      }),
  );
