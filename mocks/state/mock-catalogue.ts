import { MOCK_CALLS, MOCK_CALL_NAMES } from '../handlers/mock-calls.ts';
import {
  CARTS,
  FAULT_KINDS,
  FAULT_TARGETS,
  formatMockState,
  LOCALES,
  SHOPPERS,
  type MockState,
} from './mock-state.ts';
import { describeMockState, targetWords } from './mock-state-words.ts';
import { presetStates } from './preset-states.ts';
import { MOCK_PRESET_NAMES } from './presets.ts';

/**
 * What a mock state can be made of, for `GET /__mocks/state` (`npm run mocks` and the offline
 * storefront alike) and the scenario bar: every preset with its value and words, every part.
 */
export const mockCatalogue = () => ({
  presets: MOCK_PRESET_NAMES.map((name) => ({
    name,
    value: formatMockState(presetStates[name].state),
    words: describeMockState(presetStates[name].state),
    description: presetStates[name].description,
  })),
  parts: {
    shopper: SHOPPERS,
    locale: LOCALES,
    cart: CARTS,
    faultTargets: FAULT_TARGETS.map((target) => ({ target, words: targetWords(target) })),
    faultKinds: FAULT_KINDS,
    emptyAnswers: MOCK_CALL_NAMES.map((call) => ({ call, empty: MOCK_CALLS[call].emptyMeans })),
  },
});

/** One request's state, as the bar and the admin calls show it. */
export const mockStateReport = (state: MockState) => ({
  value: formatMockState(state),
  words: describeMockState(state),
});
