import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { readPacts } from './pact-file.ts';
import type { InteractionOutcome } from './verify-report.ts';

/**
 * Whether anything answers HTTP at an address, asked once before Pact's verifier runs: the
 * verifier itself meets a closed port with an uncaught ECONNREFUSED and then waits 30 s per
 * interaction. Any HTTP answer (a 404 too) means the service is up.
 */

/** How long the first request may take by default (`--probe-timeout`). */
export const REACH_TIME_BOX_MS = 3000;

// the first request timed out: the provider may be up, only slow
const SLOW = Symbol('slow');

const because = (error: unknown) => {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'no such host';
    case 'ECONNRESET':
      return 'the connection was reset';
    default:
      return code || (error instanceof Error ? error.message : String(error));
  }
};

/**
 * Undefined when something answers at `url`, else one sentence saying why not. node:http,
 * not fetch: fetch refuses the ports browsers block (6000, 9, …), which a service may use.
 */
export const unreachable = async (
  url: string,
  timeoutMs = REACH_TIME_BOX_MS,
): Promise<string | undefined> => {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return `${url} is not an address`;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return `${url} is not an http(s) address`;
  }
  const reason = await new Promise<string | typeof SLOW | undefined>((settle) => {
    const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(target, {
      // an answer is enough, whatever the certificate: the verifier checks the rest
      rejectUnauthorized: false,
      timeout: timeoutMs,
    });
    request.on('response', (response) => {
      response.resume();
      settle(undefined);
    });
    request.on('timeout', () => {
      request.destroy();
      settle(SLOW);
    });
    request.on('error', (error) => settle(because(error)));
    request.end();
  });
  if (reason === SLOW) {
    return `${url} is slower than ${timeoutMs / 1000} s: no answer to its first request within ${timeoutMs / 1000} s (--probe-timeout SECONDS waits longer)`;
  }
  return reason === undefined
    ? undefined
    : `nothing answers at ${url} (${reason}): is the provider running?`;
};

/** Every interaction of the pacts failed for one reason, for the JUnit report of a run that could not start. */
export const everyInteractionFailed = (
  pactDir: string,
  provider: string | undefined,
  reason: string,
): InteractionOutcome[] =>
  readPacts(pactDir, provider).flatMap(({ pact }) =>
    pact.interactions.map((interaction) => ({
      provider: pact.provider.name,
      interaction: interaction.description,
      states: interaction.providerStates.map((state) => state.name),
      passed: false,
      pending: false,
      reasons: [reason],
      seconds: 0,
      error: true,
    })),
  );
