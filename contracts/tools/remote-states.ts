import type { VerifierOptions } from '@pact-foundation/pact';
import { readPacts } from './pact-file.ts';

/**
 * Provider states for another team's service, set through its own state-change URL with
 * pact-js's current mechanism (state handlers; `providerStatesSetupUrl` is deprecated).
 * Before an interaction the verifier asks for each of its states; the handler POSTs
 * `{"state", "params", "action": "setup"}` to the URL and hands the JSON object it answers
 * to the verifier, whose values fill the request (`fromProviderState`, e.g. the CSRF token);
 * after it, the same with `"action": "teardown"`.
 */

const STATE_TIME_BOX_MS = 10_000;

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;
// what a state function may hand back: a JSON object (pact-js's JsonMap, not exported by name)
type StateAnswer = Exclude<
  Awaited<ReturnType<Extract<StateHandlers[string], (...args: never[]) => unknown>>>,
  void
>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const postState =
  (url: string, state: string, action: 'setup' | 'teardown') =>
  async (params?: unknown): Promise<StateAnswer | undefined> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state, params: isObject(params) ? params : {}, action }),
      signal: AbortSignal.timeout(STATE_TIME_BOX_MS),
    });
    const text = await response.text();
    if (!response.ok) {
      throw new Error(
        `the state-change URL answered ${response.status} to ${action} "${state}"${text ? `: ${text.slice(0, 200)}` : ''}`,
      );
    }
    if (!text) {
      return undefined;
    }
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      return undefined;
    }
    // parsed JSON: every value in it is JSON
    return isObject(answer) ? (answer as StateAnswer) : undefined;
  };

/** A handler per provider state the pacts name, each forwarding to `url`. */
export const forwardedStateHandlers = (
  pactDir: string,
  provider: string | undefined,
  url: string,
): StateHandlers => {
  const states = new Set(
    readPacts(pactDir, provider).flatMap(({ pact }) =>
      pact.interactions.flatMap((interaction) =>
        interaction.providerStates.map((state) => state.name),
      ),
    ),
  );
  return Object.fromEntries(
    [...states].map((state) => [
      state,
      {
        setup: postState(url, state, 'setup'),
        teardown: postState(url, state, 'teardown'),
      },
    ]),
  );
};
