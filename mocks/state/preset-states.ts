import type { Cart } from '../../contracts/site-api.ts';
import { MOCK_PRESETS, MOCK_PRESET_NAMES, type MockPresetName } from './presets.ts';
import { parseMockState, type MockState } from './mock-state.ts';
import { initialCartOf } from './mock-users.ts';

/**
 * The 14 presets, each resolved to its mock state and the cart a session of it starts with
 * (scripts/verify-contracts.ts seeds sessions with `presetStates[name].cart`).
 */

const stateOf = (name: MockPresetName): MockState => {
  const parsed = parseMockState(MOCK_PRESETS[name].parts);
  if (!parsed.ok) {
    throw new Error(`Preset ${name}: ${parsed.message}`);
  }
  return parsed.state;
};

export const presetStates = Object.fromEntries(
  MOCK_PRESET_NAMES.map((name) => {
    const state = stateOf(name);
    return [
      name,
      { description: MOCK_PRESETS[name].description, state, cart: initialCartOf(state) },
    ];
  }),
) as Record<MockPresetName, { description: string; state: MockState; cart: Cart }>;
