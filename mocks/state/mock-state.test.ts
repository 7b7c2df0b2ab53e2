import { expect, test } from 'vitest';
import { faultFor, formatMockState, parseMockState, type MockState } from './mock-state.ts';
import { describeMockState } from './mock-state-words.ts';
import { MOCK_PRESET_NAMES } from './presets.ts';
import { presetStates } from './preset-states.ts';

const stateOf = (value: string): MockState => {
  const parsed = parseMockState(value);
  if (!parsed.ok) {
    throw new Error(parsed.message);
  }
  return parsed.state;
};

const ISSUE_EXAMPLE = 'professional,canada,full-cart,site-api.cart:slow-2000,cms.banner:empty';

test('the parts of a value are independent', () => {
  expect(stateOf(ISSUE_EXAMPLE)).toEqual({
    shopper: 'professional',
    locale: 'canada',
    cart: 'full-cart',
    faults: { 'site-api.cart': { kind: 'slow', ms: 2000 }, 'cms.banner': { kind: 'empty' } },
  });
});

test('said back in words, in one sentence', () => {
  expect(describeMockState(stateOf(ISSUE_EXAMPLE))).toBe(
    'professional (ROLE_PROFESSIONAL), Canada (en-CA), full cart (3 lines); site API cart: slow (2000 ms); CMS announcement banner: empty',
  );
  expect(describeMockState(stateOf('anonymous'))).toBe(
    'anonymous visitor, US (en-US), empty cart; every backend healthy',
  );
});

test('one state, one value: the shortest, in a fixed order, that parses back to it', () => {
  expect(formatMockState(stateOf('cms.banner:empty,full-cart,canada,professional'))).toBe(
    'professional,canada,full-cart,cms.banner:empty',
  );
  for (const value of [ISSUE_EXAMPLE, 'anonymous,canada', 'site-api:down-500,all:slow-600']) {
    const state = stateOf(value);
    expect(stateOf(formatMockState(state))).toEqual(state);
  }
});

test('every preset keeps its name as its value where a part says it', () => {
  for (const name of MOCK_PRESET_NAMES) {
    expect(stateOf(name)).toEqual(presetStates[name].state);
  }
  expect(formatMockState(presetStates.customer.state)).toBe('customer');
  expect(formatMockState(presetStates.canada.state)).toBe('canada');
  expect(formatMockState(presetStates['site-api-down'].state)).toBe('site-api:down');
  // a preset composes with parts; a later part wins
  expect(stateOf('site-api-down,customer,site-api:healthy')).toMatchObject({
    shopper: 'customer',
    faults: { 'site-api': { kind: 'healthy' } },
  });
});

test('canada without a shopper is a signed-in customer, as its preset always was', () => {
  expect(stateOf('canada').shopper).toBe('customer');
  expect(stateOf('anonymous,canada').shopper).toBe('anonymous');
});

test('a call meets its own fault, else its backend one, else every backend one', () => {
  const state = stateOf('all:slow-600,site-api:down,site-api.cart:breaking,site-api.csrf:healthy');
  expect(faultFor(state, 'site-api.cart')).toEqual({ kind: 'breaking' });
  expect(faultFor(state, 'site-api.user')).toEqual({ kind: 'down', status: 503 });
  expect(faultFor(state, 'site-api.csrf')).toBeUndefined();
  expect(faultFor(state, 'cms.page')).toEqual({ kind: 'slow', ms: 600 });
});

test.each([
  ['nope', 'unknown part "nope"'],
  ['site-api.basket:down', 'unknown target "site-api.basket"'],
  ['cms:sideways', 'unknown fault "sideways"'],
  ['cms:down-200', 'Too small'],
  ['all:slow-999999', 'Too big'],
  ['', 'the mock state is empty'],
  ['a,'.repeat(600), 'longer than 1000 characters'],
])('%j is invalid: %s', (value, reason) => {
  const parsed = parseMockState(value);
  expect(parsed.ok).toBe(false);
  expect(parsed.ok ? '' : parsed.message).toContain(reason);
});
