import type { Cart } from '../../contracts/site-api.ts';
import { MOCK_PRESETS, MOCK_PRESET_NAMES, type MockPresetName } from './presets.ts';
import { parseMockState, type MockState } from './mock-state.ts';
import { initialCartOf } from './mock-users.ts';

/**
 * The 14 presets under the names QA and older tooling use (scripts/verify-contracts.ts
 * seeds sessions with `scenarios[name].cart`), each resolved to its state.
 */
export const MOCK_SCENARIO_NAMES = MOCK_PRESET_NAMES;
export type MockScenarioName = MockPresetName;

/** The cookie that carries a browser's mock state (a preset name is one). */
export const MOCK_SCENARIO_COOKIE = 'mock-scenario';

const stateOf = (name: MockPresetName): MockState => {
  const parsed = parseMockState(MOCK_PRESETS[name].parts);
  if (!parsed.ok) {
    throw new Error(`Preset ${name}: ${parsed.message}`);
  }
  return parsed.state;
};

export const scenarios = Object.fromEntries(
  MOCK_PRESET_NAMES.map((name) => {
    const state = stateOf(name);
    return [
      name,
      { description: MOCK_PRESETS[name].description, state, cart: initialCartOf(state) },
    ];
  }),
) as Record<MockScenarioName, { description: string; state: MockState; cart: Cart }>;
