import { z } from 'zod';

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
}

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

export const formatOutcome = (outcome: InteractionOutcome) =>
  `${outcome.passed ? '✓' : '✗'} ${outcome.provider} · ${outcome.interaction}: ${
    outcome.passed
      ? 'passed'
      : `${outcome.pending ? 'failed (pending: does not fail the build)' : 'failed'}: ${outcome.reasons.join('; ')}`
  }`;

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JUnit XML: a suite per provider, a test case per interaction, for the provider's CI. */
export const junitXml = (outcomes: InteractionOutcome[]) => {
  const providers = [...new Set(outcomes.map((each) => each.provider))];
  const suites = providers.map((provider) => {
    const own = outcomes.filter((each) => each.provider === provider);
    const cases = own.map((each) => {
      const name = `${each.interaction}${each.states.length > 0 ? ` (given ${each.states.join(' and ')})` : ''}`;
      const open = `    <testcase classname="${xml(provider)}" name="${xml(name)}" time="${each.seconds.toFixed(3)}"`;
      if (each.passed) {
        return `${open}/>`;
      }
      const message = each.reasons.join('; ');
      return `${open}>\n      <failure message="${xml(message)}">${xml(each.reasons.join('\n'))}</failure>\n    </testcase>`;
    });
    const failures = own.filter((each) => !each.passed).length;
    const time = own.reduce((sum, each) => sum + each.seconds, 0).toFixed(3);
    return `  <testsuite name="${xml(provider)}" tests="${own.length}" failures="${failures}" errors="0" time="${time}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="storefront-web pacts">\n${suites.join('\n')}\n</testsuites>\n`;
};
