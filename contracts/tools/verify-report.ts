import { z } from 'zod';
import type { Interaction } from './pact-file.ts';
import type { TimeBox, Timed } from './verify-selection.ts';

/**
 * What Pact's verifier found, per interaction, said in one line and as JUnit XML. The
 * verifier (pact-core) resolves, or rejects, with its JSON report; `interactionResults`
 * holds every interaction with its mismatches.
 */

const MismatchSchema = z.looseObject({
  type: z.string(),
  mismatch: z.string().optional(),
  message: z.string().optional(),
  path: z.string().optional(),
  key: z.string().optional(),
  expected: z.unknown().optional(),
  actual: z.unknown().optional(),
});
type Mismatch = z.infer<typeof MismatchSchema>;

const InteractionResultSchema = z.looseObject({
  provider: z.string().optional(),
  description: z.string(),
  providerStates: z.array(z.string()).default([]),
  result: z.string(),
  pending: z.boolean().optional(),
  duration: z.string().optional(),
  mismatch: z
    .looseObject({
      type: z.string(),
      message: z.string().optional(),
      mismatches: z.array(MismatchSchema).optional(),
    })
    .optional(),
});

const VerificationReportSchema = z.looseObject({
  interactionResults: z.array(InteractionResultSchema),
});

export interface InteractionOutcome {
  provider: string;
  interaction: string;
  states: string[];
  passed: boolean;
  pending: boolean;
  /** the mismatches in words */
  reasons: string[];
  seconds: number;
  /** the provider's answer time, measured at the verifier's proxy */
  answerMs?: number;
  /** the storefront's time box for this provider's calls, when the answer came after it */
  pastTimeBox?: TimeBox;
  /** the run could not check it (nothing answers, the verifier could not run): a JUnit error */
  error?: boolean;
  /** left out by --only or --skip */
  skipped?: boolean;
}

const inSeconds = (ms: number) => `${Number((ms / 1000).toFixed(2))} s`;
// an answer time as read at a glance: milliseconds under a second
const took = (ms: number) => (ms < 1000 ? `${ms} ms` : inSeconds(ms));

/** "answered in 10.01 s, past the storefront's 1.5 s time box for site-API calls" */
export const slownessInWords = (answerMs: number, box: TimeBox) =>
  `answered in ${inSeconds(answerMs)}, past the storefront's ${inSeconds(box.ms)} time box for ${box.calls}: a page takes the call's fallback`;

/**
 * Each outcome with its answer time (the requests timed in the order the verifier made them,
 * matched by method and path) and, past the provider's time box, that box; with `enforce`
 * (`--time-boxes`) such an interaction fails.
 */
export const withAnswerTimes = (
  outcomes: InteractionOutcome[],
  interactions: readonly Interaction[],
  timed: readonly Timed[],
  box: TimeBox | undefined,
  enforce: boolean,
): InteractionOutcome[] => {
  const queue = [...timed];
  return outcomes.map((outcome) => {
    const interaction = interactions.find((each) => each.description === outcome.interaction);
    const at = interaction
      ? queue.findIndex(
          (each) =>
            each.method === interaction.request.method && each.path === interaction.request.path,
        )
      : -1;
    if (at === -1) {
      return outcome;
    }
    const [{ ms }] = queue.splice(at, 1) as [Timed];
    const answerMs = Math.round(ms);
    if (!box || answerMs <= box.ms) {
      return { ...outcome, answerMs };
    }
    return {
      ...outcome,
      answerMs,
      pastTimeBox: box,
      ...(enforce
        ? { passed: false, reasons: [...outcome.reasons, slownessInWords(answerMs, box)] }
        : {}),
    };
  });
};

const value = (raw: unknown) => (typeof raw === 'string' ? raw : JSON.stringify(raw));

/** One mismatch the way a backend engineer fixes it: where, what we expect, what came. */
export const mismatchInWords = (mismatch: Mismatch): string => {
  switch (mismatch.type) {
    case 'StatusMismatch':
      return `status: we expect ${value(mismatch.expected)}, the provider answered ${value(mismatch.actual)}`;
    case 'BodyMismatch':
      return `body ${mismatch.path ?? '$'}: ${mismatch.mismatch ?? ''}`;
    case 'HeaderMismatch':
      return `header ${mismatch.key ?? ''}: ${mismatch.mismatch ?? ''}`;
    case 'BodyTypeMismatch':
      return `body content type: we expect ${value(mismatch.expected)}, the provider answered ${value(mismatch.actual)}`;
    case 'MetadataMismatch':
      return `metadata ${mismatch.key ?? ''}: ${mismatch.mismatch ?? ''}`;
    default:
      return mismatch.mismatch ?? mismatch.message ?? JSON.stringify(mismatch);
  }
};

const seconds = (duration: string | undefined) => {
  const match = /^([\d.]+)(ms|s)$/.exec(duration ?? '');
  if (!match) {
    return 0;
  }
  return match[2] === 'ms' ? Number(match[1]) / 1000 : Number(match[1]);
};

/**
 * The verifier's report for one provider, or undefined when its output is not a report
 * (it could not run at all; the caller says so).
 */
export const readVerification = (
  provider: string,
  output: string,
): InteractionOutcome[] | undefined => {
  let json: unknown;
  try {
    json = JSON.parse(output);
  } catch {
    return undefined;
  }
  const report = VerificationReportSchema.safeParse(json);
  if (!report.success) {
    return undefined;
  }
  return report.data.interactionResults.map((result) => ({
    provider: result.provider ?? provider,
    interaction: result.description,
    states: result.providerStates,
    passed: result.result === 'OK',
    pending: result.pending ?? false,
    reasons: result.mismatch
      ? (result.mismatch.mismatches ?? [])
          .map(mismatchInWords)
          .concat(
            result.mismatch.mismatches ? [] : [result.mismatch.message ?? result.mismatch.type],
          )
      : [],
    seconds: seconds(result.duration),
  }));
};

export const formatOutcome = (outcome: InteractionOutcome) => {
  const time = outcome.answerMs === undefined ? '' : ` in ${took(outcome.answerMs)}`;
  const head = `${outcome.provider} · ${outcome.interaction}`;
  if (outcome.skipped) {
    return `- ${head}: skipped (--only/--skip)`;
  }
  if (outcome.passed && outcome.pastTimeBox && outcome.answerMs !== undefined) {
    return `⚠ ${head}: passed, but ${slownessInWords(outcome.answerMs, outcome.pastTimeBox)} (--time-boxes fails it)`;
  }
  return `${outcome.passed ? '✓' : '✗'} ${head}: ${
    outcome.passed
      ? `passed${time}`
      : `${outcome.error ? 'not checked' : outcome.pending ? 'failed (pending: does not fail the build)' : 'failed'}: ${outcome.reasons.join('; ')}${
          // said once: --time-boxes put it in the reasons already
          outcome.pastTimeBox &&
          outcome.answerMs !== undefined &&
          !outcome.reasons.some((reason) => reason.startsWith('answered in'))
            ? `; also ${slownessInWords(outcome.answerMs, outcome.pastTimeBox)}`
            : ''
        }`
  }`;
};

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JUnit XML: a suite per provider, a test case per interaction, for the provider's CI. */
export const junitXml = (outcomes: InteractionOutcome[]) => {
  const providers = [...new Set(outcomes.map((each) => each.provider))];
  const suites = providers.map((provider) => {
    const own = outcomes.filter((each) => each.provider === provider);
    const cases = own.map((each) => {
      const name = `${each.interaction}${each.states.length > 0 ? ` (given ${each.states.join(' and ')})` : ''}`;
      // the provider's answer time where it was measured, else the verifier's for the interaction
      const seconds = each.answerMs === undefined ? each.seconds : each.answerMs / 1000;
      const open = `    <testcase classname="${xml(provider)}" name="${xml(name)}" time="${seconds.toFixed(3)}"`;
      const message = each.reasons.join('; ');
      const inner = each.skipped
        ? '<skipped message="left out by --only/--skip"/>'
        : each.error
          ? `<error message="${xml(message)}">${xml(each.reasons.join('\n'))}</error>`
          : !each.passed
            ? `<failure message="${xml(message)}">${xml(each.reasons.join('\n'))}</failure>`
            : each.pastTimeBox && each.answerMs !== undefined
              ? `<system-out>${xml(slownessInWords(each.answerMs, each.pastTimeBox))}</system-out>`
              : undefined;
      return inner ? `${open}>\n      ${inner}\n    </testcase>` : `${open}/>`;
    });
    const count = (test: (each: InteractionOutcome) => boolean) => own.filter(test).length;
    const failures = count((each) => !each.passed && !each.error && !each.skipped);
    const errors = count((each) => each.error === true);
    const skipped = count((each) => each.skipped === true);
    const time = own
      .reduce(
        (sum, each) => sum + (each.answerMs === undefined ? each.seconds : each.answerMs / 1000),
        0,
      )
      .toFixed(3);
    return `  <testsuite name="${xml(provider)}" tests="${own.length}" failures="${failures}" errors="${errors}" skipped="${skipped}" time="${time}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="storefront-web pacts">\n${suites.join('\n')}\n</testsuites>\n`;
};
