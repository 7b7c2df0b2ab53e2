import { afterAll, beforeAll, expect, test } from 'vitest';
import { PACT_DIR } from '../pact/pact-setup.ts';
import { readPacts, requestLine, type Interaction } from './pact-file.ts';
import { requestLog, startStub, STATE_HEADER, type RunningStub } from './stub.ts';

let stub: RunningStub;

beforeAll(async () => {
  stub = await startStub({ pactDir: PACT_DIR });
});

afterAll(async () => {
  await stub.close();
});

/** The interaction's own request, as a backend's client would send it, in its first state. */
const send = ({ request, providerStates }: Interaction) => {
  const url = new URL(request.path, stub.url);
  for (const [name, values] of Object.entries(request.query ?? {})) {
    values.forEach((value) => url.searchParams.append(name, value));
  }
  const headers = new Headers();
  for (const [name, values] of Object.entries(request.headers ?? {})) {
    values.forEach((value) => headers.append(name, value));
  }
  const [state] = providerStates;
  if (state) {
    headers.set(STATE_HEADER, state.name);
  }
  return fetch(url, {
    method: request.method,
    headers,
    ...(request.body ? { body: JSON.stringify(request.body.content) } : {}),
  });
};

const interactions = readPacts(PACT_DIR).flatMap(({ pact }) =>
  pact.interactions.map((interaction) => [interaction.description, interaction] as const),
);

test.each(interactions)('the stub answers "%s" with its response', async (_name, interaction) => {
  const response = await send(interaction);
  expect(response.status, requestLine(interaction)).toBe(interaction.response.status);
  const text = await response.text();
  if (interaction.response.body) {
    expect(JSON.parse(text)).toEqual(interaction.response.body.content);
  }
});

test('without the state header, the same request gets one of its interactions', async () => {
  const response = await fetch(new URL('/cart?format=json', stub.url));
  expect(response.status).toBe(200);
  expect(await response.json()).toHaveProperty('lines');
});

test('a request no interaction expects is a 404', async () => {
  expect((await fetch(new URL('/not-in-any-pact', stub.url))).status).toBe(404);
});

test("the stub's log reads as one line per request", () => {
  const lines: string[] = [];
  const log = requestLog((line) => lines.push(line));
  [
    'INFO pact_stub_server::server: ===> Received HTTP Request ( method: GET, path: /cart, query: None, headers: None, body: Empty )',
    "INFO pact_stub_server::server: Filtering interactions by provider state regex 'the cart is empty'",
    'INFO pact_stub_server::pact_support: <=== Sending HTTP Response ( status: 200, headers: None, body: Missing )',
    'INFO pact_stub_server::server: ===> Received HTTP Request ( method: GET, path: /nope, query: None, headers: None, body: Empty )',
    'WARN pact_stub_server::server: No matching request found for path /nope, sending 404 Not Found',
    'INFO pact_stub_server::pact_support: <=== Sending HTTP Response ( status: 404, headers: None, body: Missing )',
  ].forEach(log);
  expect(lines).toEqual([
    'GET /cart [the cart is empty] → 200',
    'GET /nope → 404 (no interaction expects this request)',
  ]);
});
