import {
  formatMockState,
  parseMockState,
  type MockState,
  type MockStateResult,
} from './mock-state.ts';
import { MOCK_SCENARIO_COOKIE } from './scenarios.ts';

/**
 * Where a request carries its mock state, in the order they are read: the `x-mock-state`
 * header (other clients of `npm run mocks`), the `mock-scenario` cookie (a browser, after
 * `?mock=` or `?mock-scenario=`), else the default of the environment.
 */
export const MOCK_STATE_HEADER = 'x-mock-state';
export const MOCK_STATE_PARAM = 'mock';
/** the older parameter: a preset name only */
export const MOCK_SCENARIO_PARAM = 'mock-scenario';

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

export const chosenMockState = (
  { header, cookie }: { header?: string | null | undefined; cookie?: string | undefined },
  fallback: MockState,
): MockStateResult => {
  const value = header ?? (cookie === undefined ? undefined : decoded(cookie));
  return value === undefined ? { ok: true, state: fallback } : parseMockState(value);
};

export { MOCK_SCENARIO_COOKIE as MOCK_STATE_COOKIE };

/**
 * What the mock layer adds to the cookies a page's shared render may read (mocks/server/register.ts,
 * through src/lib/server-extensions.ts): its state. An edge in front of origins in mock mode
 * keeps and keys on them too (scripts/edge-vcl.ts).
 */
export const MOCK_SHARED_COOKIES: readonly string[] = [MOCK_SCENARIO_COOKIE];

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
