import { randomUUID } from 'node:crypto';
import { getResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { createMockSetup } from '../../mocks/server/environment.ts';
import { createHandlers } from '../../mocks/handlers/all-handlers.ts';
import { backendOf, MOCK_CALL_NAMES } from '../../mocks/handlers/mock-calls.ts';
import { MOCK_SESSION_COOKIE } from '../../mocks/session/mock-session-routes.ts';
import { MOCK_STATE_HEADER } from '../../mocks/state/mock-state-carriers.ts';
import { CARTS, LOCALES, SHOPPERS } from '../../mocks/state/mock-state.ts';
import { PACT_DIR, PROVIDERS } from '../pact/pact-setup.ts';
import type { ProviderName } from './calls.ts';
import { buildOpenApi } from './openapi.ts';
import { answerChecker } from './openapi-response.ts';
import { readPacts, type Interaction } from './pact-file.ts';

/*
 * Every answer our mocks give the storefront's calls, in every mock state but `breaking`
 * (which is off the contract on purpose), is one our own OpenAPI documents allow: what a
 * validating proxy in front of `npm run mocks` would say, in CI.
 */

const setup = createMockSetup({});
const handlers = createHandlers(setup);
const ORIGINS: Record<ProviderName, string> = {
  [PROVIDERS.siteApi]: setup.config.siteApiUrl,
  [PROVIDERS.personalisation]: setup.config.personalisation.url,
};

/** The pacts' requests, and a few a healthy backend answers with empty lists. */
const requestsOf = (provider: ProviderName) => {
  const interactions = readPacts(PACT_DIR, provider).flatMap(({ pact }) => pact.interactions);
  const extra: Interaction[] = [
    ['/search', { q: ['zzzz'], format: ['json'] }],
    ['/products/skus', { skus: ['LN-NOPE'] }],
  ].flatMap(([path, query]) => {
    const like = interactions.find((each) => each.request.path === path);
    return like
      ? [{ ...like, request: { ...like.request, query: query as Record<string, string[]> } }]
      : [];
  });
  return [...interactions, ...extra];
};

const send = async (
  provider: ProviderName,
  interaction: Interaction,
  state: string,
  session: string,
) => {
  const base = new URL(ORIGINS[provider]);
  const url = new URL(`${base.pathname.replace(/\/$/, '')}${interaction.request.path}`, base);
  for (const [name, values] of Object.entries(interaction.request.query ?? {})) {
    values.forEach((value) => url.searchParams.append(name, value));
  }
  const headers = new Headers({
    [MOCK_STATE_HEADER]: state,
    cookie: `${MOCK_SESSION_COOKIE}=${session}`,
  });
  for (const [name, values] of Object.entries(interaction.request.headers ?? {})) {
    headers.set(name, values.join(', '));
  }
  if (headers.has('x-csrf-token')) {
    // the token this session was issued, as the storefront sends it
    const csrf = await getResponse(
      handlers,
      new Request(new URL('/csrf', ORIGINS[PROVIDERS.siteApi]), { headers }),
    );
    const issued: unknown = csrf?.status === 200 ? await csrf.json() : undefined;
    const token =
      typeof issued === 'object' && issued !== null && 'token' in issued
        ? String(issued.token)
        : '';
    headers.set('x-csrf-token', token);
  }
  const body = interaction.request.body?.content;
  const response = await getResponse(
    handlers,
    new Request(url, {
      method: interaction.request.method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  if (!response) {
    throw new Error(`no mock answers ${interaction.request.method} ${url.pathname}`);
  }
  const text = await response.text();
  return {
    method: interaction.request.method,
    path: interaction.request.path,
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
};

const DATA_STATES = SHOPPERS.flatMap((shopper) =>
  LOCALES.flatMap((locale) => CARTS.map((cart) => `${shopper},${locale},${cart}`)),
);

const FAULTS = ['down', 'down-404', 'down-500', 'empty', 'slow-1'];

describe.each(Object.values(PROVIDERS))('the mocks of %s', (provider) => {
  const check = answerChecker(buildOpenApi(provider));
  const backend = provider === PROVIDERS.siteApi ? 'site-api' : 'personalisation';
  const targets = [
    'all',
    backend,
    ...MOCK_CALL_NAMES.filter((call) => backendOf(call) === backend),
  ];
  const faultStates = targets.flatMap((target) =>
    FAULTS.map((fault) => `customer,full-cart,${target}:${fault}`),
  );

  test.each([
    ['every shopper, locale and cart, healthy', DATA_STATES],
    ['every fault but breaking, on every target', faultStates],
  ])('%s: every answer is one the OpenAPI document allows', async (_name, states) => {
    const problems: string[] = [];
    let answers = 0;
    for (const state of states) {
      const session = randomUUID();
      for (const interaction of requestsOf(provider)) {
        const answer = await send(provider, interaction, state, session);
        answers++;
        problems.push(...check(answer).map((problem) => `${state}: ${problem}`));
      }
    }
    expect(answers).toBeGreaterThan(states.length);
    expect(problems).toEqual([]);
  });
});
