import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Interaction, LoadedPact } from './pact-file.ts';

/**
 * What `contracts:verify` adds to Pact's verifier for a provider's CI: the storefront's time
 * box for each provider's calls, each request's answer time, and the interactions a run
 * leaves out (a mock-based CI that cannot answer one, e.g. Prism and the refused add to cart).
 */

export interface TimeBox {
  ms: number;
  /** whose calls, in words */
  calls: string;
}

/** `--only` / `--skip`: words found (any case) in an interaction's description or one of its states. */
const matches = (interaction: Interaction, words: string) => {
  const wanted = words.toLowerCase();
  return [interaction.description, ...interaction.providerStates.map((state) => state.name)].some(
    (text) => text.toLowerCase().includes(wanted),
  );
};

export const isSelected = (
  interaction: Interaction,
  {
    only = [],
    skip = [],
  }: { only?: readonly string[] | undefined; skip?: readonly string[] | undefined },
) =>
  (only.length === 0 || only.some((words) => matches(interaction, words))) &&
  !skip.some((words) => matches(interaction, words));

/**
 * Each pact with only the selected interactions, written to a temporary folder for the
 * verifier; a pact left with none is left out. Unchanged pacts are passed as they are.
 */
export const selectedPactFiles = (
  pacts: readonly LoadedPact[],
  selection: { only?: readonly string[] | undefined; skip?: readonly string[] | undefined },
) => {
  if (!selection.only?.length && !selection.skip?.length) {
    return {
      files: pacts.map(({ path, pact }) => ({ path, provider: pact.provider.name })),
      left: [],
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'verify-selection-'));
  const files: { path: string; provider: string }[] = [];
  const left: { provider: string; interaction: Interaction }[] = [];
  for (const { path, pact, raw } of pacts) {
    const kept = pact.interactions.map((interaction) => isSelected(interaction, selection));
    pact.interactions.forEach((interaction, index) => {
      if (!kept[index]) {
        left.push({ provider: pact.provider.name, interaction });
      }
    });
    if (!kept.includes(true)) {
      continue;
    }
    const file = raw as { interactions: unknown[] };
    const copy = join(dir, basename(path));
    writeFileSync(
      copy,
      JSON.stringify({ ...file, interactions: file.interactions.filter((_, at) => kept[at]) }),
    );
    files.push({ path: copy, provider: pact.provider.name });
  }
  return { files, left };
};

/** One request the verifier made, and how long the provider took to answer it. */
export interface Timed {
  method: string;
  path: string;
  ms: number;
}

export type RequestFilter = (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void;

/**
 * A request filter that times each request the verifier makes through its proxy, from the
 * request to the provider's last byte, then hands over to `then`. Pact's state set-up
 * (its own `/_pactSetup` calls) is not timed.
 */
export const timingFilter =
  (timed: Timed[], then?: RequestFilter): RequestFilter =>
  (request, response, next) => {
    const path = new URL(request.url ?? '/', 'http://provider').pathname;
    if (!path.startsWith('/_pact')) {
      const started = performance.now();
      response.once('finish', () =>
        timed.push({ method: request.method ?? 'GET', path, ms: performance.now() - started }),
      );
    }
    if (then) {
      then(request, response, next);
    } else {
      next();
    }
  };
