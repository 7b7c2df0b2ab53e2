import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PACT_DIR, PROVIDERS } from '../pact/pact-setup.ts';
import { CALLS, type ProviderName } from './calls.ts';
import { buildOpenApi, exampleName } from './openapi.ts';
import { isSchema, operationAt, resolved } from './openapi-document.ts';
import { answerChecker } from './openapi-response.ts';
import { readPacts } from './pact-file.ts';
import { readFields, type Field } from './pact-rules.ts';
import { readVerification, type InteractionOutcome } from './verify-report.ts';

/*
 * The pact and the OpenAPI document say the same thing, both ways: every example of the
 * pact is an answer the document allows, and a provider that answers only with the
 * document's examples (what Prism does) passes Pact's verifier for every interaction its
 * examples answer (the 2xx ones, each named for its provider state).
 */

const interactionsOf = (provider: ProviderName) =>
  readPacts(PACT_DIR, provider).flatMap(({ pact }) => pact.interactions);

describe.each(Object.values(PROVIDERS))('%s', (provider) => {
  test('every pact example is an answer the OpenAPI document allows', () => {
    const check = answerChecker(buildOpenApi(provider));
    const problems = interactionsOf(provider).flatMap((interaction) =>
      check({
        method: interaction.request.method,
        path: interaction.request.path,
        status: interaction.response.status,
        body: interaction.response.body?.content,
      }).map((problem) => `${interaction.description}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  test('every list a call may leave empty is a list of the pact', () => {
    const fields = (field: Field | undefined): Field[] =>
      field
        ? [field, ...[...field.properties.values()].flatMap(fields), ...fields(field.items)]
        : [];
    const paths = new Set(fields(readFields(interactionsOf(provider))).map((each) => each.path));
    const declared = CALLS.filter((call) => call.provider === provider).flatMap((call) =>
      Object.values(call.responses).flatMap((response) => Object.keys(response.emptyLists ?? {})),
    );
    expect(declared.filter((path) => !paths.has(path))).toEqual([]);
  });
});

/** A provider that answers each request with the document's example for the current provider state. */
const examplesProvider = (document: unknown) => {
  let state = '';
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const found = operationAt(document, request.method ?? 'GET', path);
    const responses = found ? (resolved(document, found.operation['responses']) ?? {}) : {};
    for (const [key, value] of Object.entries(responses)) {
      const content = resolved(document, resolved(document, value)?.['content']);
      const media = content ? resolved(document, content['application/json']) : undefined;
      const examples = media?.['examples'];
      const example = isSchema(examples) ? resolved(document, examples[state]) : undefined;
      if (example) {
        response.writeHead(Number(key.replace(/XX$/i, '00')), {
          'content-type': 'application/json',
        });
        response.end(JSON.stringify(example['value']));
        return;
      }
    }
    // no example for this state: the document's first success, bodiless
    const success = Object.keys(responses).find((key) => key.startsWith('2')) ?? '500';
    response.writeHead(Number(success.replace(/XX$/i, '00'))).end();
  });
  return {
    server,
    setState: (names: string) => {
      state = exampleName(names);
    },
  };
};

describe.each(Object.values(PROVIDERS))('a provider built from the examples of %s', (provider) => {
  let server: Server;
  let outcomes: InteractionOutcome[] = [];

  beforeAll(async () => {
    const built = examplesProvider(buildOpenApi(provider));
    server = built.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const interactions = interactionsOf(provider);
    const states = new Set(
      interactions.flatMap((each) => each.providerStates.map((state) => state.name)),
    );
    // the states of one interaction, joined as the examples are named
    const statesOf = (name: string) =>
      interactions
        .find((each) => each.providerStates.some((state) => state.name === name))
        ?.providerStates.map((state) => state.name)
        .join(' and ') ?? name;
    const [pact] = readPacts(PACT_DIR, provider);
    const report = await new Verifier({
      provider,
      providerBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      pactUrls: [pact?.path ?? ''],
      logLevel: 'error',
      stateHandlers: Object.fromEntries(
        [...states].map((name) => [
          name,
          async () => {
            built.setState(statesOf(name));
            return { csrfToken: 'any-token' };
          },
        ]),
      ),
    })
      .verifyProvider()
      .catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
    outcomes = readVerification(provider, report) ?? [];
  });

  afterAll(() => {
    server.close();
  });

  test('passes every interaction the pact answers with a success', () => {
    const successes = new Set(
      interactionsOf(provider)
        .filter((each) => each.response.status < 300)
        .map((each) => each.description),
    );
    expect(outcomes.length).toBeGreaterThan(0);
    expect(
      outcomes
        .filter((each) => successes.has(each.interaction) && !each.passed)
        .map((each) => `${each.interaction}: ${each.reasons.join('; ')}`),
    ).toEqual([]);
  });
});
