/**
 * The mock state: what the mocked backends answer for one request, as independent parts
 * (docs/qa.md#say-the-state). It travels as one short value, `professional,canada,full-cart,
 * site-api.cart:slow-2000`, in `?mock=`, the `mock-state` cookie or the `x-mock-state`
 * header, and is parsed here only, by one zod schema.
 */
import * as z from 'zod';
import {
  backendOf,
  MOCK_BACKENDS,
  MOCK_CALL_NAMES,
  type MockCall,
} from '../handlers/mock-calls.ts';
import { isMockPresetName, MOCK_PRESETS } from './presets.ts';
import { readRecordedSet, RECORDINGS } from '../journal/recorded.ts';

export const SHOPPERS = [
  'anonymous',
  'customer',
  'professional',
  'developer',
  'ambassador',
  'all-roles',
] as const;
export const LOCALES = ['us', 'canada'] as const;
export const CARTS = ['empty-cart', 'full-cart'] as const;
/** `all`, a backend or one call, from the broadest to the narrowest */
export const FAULT_TARGETS = ['all', ...MOCK_BACKENDS, ...MOCK_CALL_NAMES] as const;
export const FAULT_KINDS = [
  'healthy',
  'down[-status]',
  'slow-ms',
  'empty',
  'breaking',
  'generated[-seed[-shrunk-path]]',
] as const;

export type Shopper = (typeof SHOPPERS)[number];
export type FaultTarget = (typeof FAULT_TARGETS)[number];

/** The longest slowness a state may ask for: past every time box, short of a hung test. */
export const MAX_SLOW_MS = 60_000;
/** The largest seed `generated-SEED` takes: fast-check's seeds are 32-bit integers. */
export const MAX_SEED = 2 ** 31 - 1;
/**
 * A shrink path: fast-check's counterexample path (`0:2:1`, the drawn value then each shrink
 * taken), written with dots since a colon ends a state's target.
 */
const SHRINK_PATH = /^0(?:\.\d{1,4}){1,200}$/;
/** A value longer than this is no state a person wrote (and would not fit a cookie). */
const MAX_VALUE_LENGTH = 1000;

const FaultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('healthy') }),
  z.object({ kind: z.literal('down'), status: z.number().int().min(400).max(599) }),
  z.object({ kind: z.literal('slow'), ms: z.number().int().min(1).max(MAX_SLOW_MS) }),
  z.object({ kind: z.literal('empty') }),
  z.object({ kind: z.literal('breaking') }),
  /** an answer drawn from the call's contract; without a seed, one per page request */
  z.object({
    kind: z.literal('generated'),
    seed: z.number().int().min(0).max(MAX_SEED).optional(),
    /** the drawn answer shrunk along this path (a failure made smaller, docs/qa.md#generated-answers) */
    shrunk: z.string().regex(SHRINK_PATH).optional(),
  }),
]);
export type Fault = z.infer<typeof FaultSchema>;

export const MockStateSchema = z.object({
  shopper: z.enum(SHOPPERS),
  locale: z.enum(LOCALES),
  cart: z.enum(CARTS),
  faults: z.partialRecord(z.enum(FAULT_TARGETS), FaultSchema),
  /** `recorded:NAME`: the site API and personalisation answer from a recorded set (mocks/journal/recorded.ts) */
  recorded: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a recorded set is named with a-z, 0-9 and -')
    .optional(),
});
export type MockState = z.infer<typeof MockStateSchema>;

type Draft = Omit<MockState, 'shopper'> & { shopper?: Shopper };

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

const faultFrom = (text: string): Fault | undefined => {
  if (text === 'healthy' || text === 'empty' || text === 'breaking') {
    return { kind: text };
  }
  const down = /^down(?:-(\d{3}))?$/.exec(text);
  if (down) {
    return { kind: 'down', status: Number(down[1] ?? 503) };
  }
  const slow = /^slow-(\d{1,6})$/.exec(text);
  if (slow) {
    return { kind: 'slow', ms: Number(slow[1]) };
  }
  const generated = /^generated(?:-(\d{1,10})(?:-shrunk-([\d.]+))?)?$/.exec(text);
  if (!generated || (generated[2] !== undefined && !SHRINK_PATH.test(generated[2]))) {
    return undefined;
  }
  return {
    kind: 'generated',
    ...(generated[1] ? { seed: Number(generated[1]) } : {}),
    ...(generated[2] ? { shrunk: generated[2] } : {}),
  };
};

// presets and shoppers share names (`customer`): each is listed once
const KNOWN_PARTS = `presets and parts: ${[
  ...new Set([...Object.keys(MOCK_PRESETS), ...SHOPPERS, ...LOCALES, ...CARTS]),
].join(
  ', ',
)}, or TARGET:FAULT (faults: ${FAULT_KINDS.join(', ')}; GET /__mocks/state lists the targets)`;

/** Applies one part to the state so far; a message when it is no part. */
const applyPart = (draft: Draft, part: string): string | undefined => {
  if (isOneOf(SHOPPERS, part)) {
    draft.shopper = part;
  } else if (isOneOf(LOCALES, part)) {
    draft.locale = part;
  } else if (isOneOf(CARTS, part)) {
    draft.cart = part;
  } else if (isMockPresetName(part)) {
    for (const each of MOCK_PRESETS[part].parts.split(',')) {
      applyPart(draft, each);
    }
  } else if (part.startsWith('recorded:')) {
    draft.recorded = part.slice('recorded:'.length);
  } else if (part.includes(':')) {
    const [target = '', faultText = ''] = part.split(':', 2);
    const fault = faultFrom(faultText);
    if (!isOneOf(FAULT_TARGETS, target)) {
      return `unknown target "${target}" in "${part}"`;
    }
    if (!fault) {
      return `unknown fault "${faultText}" in "${part}" (faults: ${FAULT_KINDS.join(', ')})`;
    }
    draft.faults[target] = fault;
  } else {
    return `unknown part "${part}"`;
  }
  return undefined;
};

/**
 * The one schema of a state's value: parts left to right, a later part replacing an
 * earlier one of its kind. `canada` without a shopper is a signed-in customer, as the
 * `canada` preset always was (an anonymous visitor has no account locale).
 */
export const MockStateValueSchema = z
  .string()
  .trim()
  .min(1, 'the mock state is empty')
  .max(MAX_VALUE_LENGTH, `the mock state is longer than ${MAX_VALUE_LENGTH} characters`)
  .transform((value, context) => {
    const draft: Draft = { locale: 'us', cart: 'empty-cart', faults: {} };
    for (const part of value.split(',').map((each) => each.trim().toLowerCase())) {
      const problem = applyPart(draft, part);
      if (problem) {
        context.addIssue({ code: 'custom', message: `${problem}; known ${KNOWN_PARTS}` });
        return z.NEVER;
      }
    }
    return {
      ...draft,
      shopper: draft.shopper ?? (draft.locale === 'canada' ? 'customer' : 'anonymous'),
    };
  })
  .pipe(MockStateSchema);

export type MockStateResult = { ok: true; state: MockState } | { ok: false; message: string };

/** A value read from a URL, cookie, header or the environment: its state, or why not. */
export const parseMockState = (value: string): MockStateResult => {
  const parsed = MockStateValueSchema.safeParse(value);
  // a set that is not there is a state no call can answer as asked: said at once, not as an outage
  if (parsed.success && parsed.data.recorded && !readRecordedSet(parsed.data.recorded)) {
    const name = parsed.data.recorded;
    return {
      ok: false,
      message: `Invalid mock state ${JSON.stringify(value.slice(0, 100))}: no recorded set "${name}" (${RECORDINGS}/${name}.json); record it with npm run mocks:record -- --name ${name}`,
    };
  }
  return parsed.success
    ? { ok: true, state: parsed.data }
    : {
        ok: false,
        message: `Invalid mock state ${JSON.stringify(value.slice(0, 100))}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`,
      };
};

export const DEFAULT_MOCK_STATE: MockState = {
  shopper: 'anonymous',
  locale: 'us',
  cart: 'empty-cart',
  faults: {},
};

/** A fault as a state's value writes it: `down`, `down-500`, `slow-2000`. */
export const faultText = (fault: Fault) => {
  switch (fault.kind) {
    case 'down':
      return fault.status === 503 ? 'down' : `down-${fault.status}`;
    case 'slow':
      return `slow-${fault.ms}`;
    case 'generated':
      return fault.seed === undefined
        ? 'generated'
        : `generated-${fault.seed}${fault.shrunk ? `-shrunk-${fault.shrunk}` : ''}`;
    default:
      return fault.kind;
  }
};

const targetOrder = (target: string) => FAULT_TARGETS.indexOf(target as FaultTarget);

/**
 * The shortest value that says `state`, in a fixed order, so one state has one value:
 * the cookie, a copied link and the render cache's key agree.
 */
export const formatMockState = (state: MockState): string => {
  const faults = Object.entries(state.faults)
    .sort(([a], [b]) => targetOrder(a) - targetOrder(b))
    .map(([target, fault]) => `${target}:${faultText(fault)}`);
  const impliedByCanada = state.locale === 'canada' && state.shopper === 'customer';
  const shopperIsDefault = state.shopper === 'anonymous' && state.locale === 'us';
  const parts = [
    ...(impliedByCanada || shopperIsDefault ? [] : [state.shopper]),
    ...(state.locale === 'canada' ? ['canada'] : []),
    ...(state.cart === 'full-cart' ? ['full-cart'] : []),
    ...(state.recorded ? [`recorded:${state.recorded}`] : []),
    ...faults,
  ];
  return parts.join(',') || 'anonymous';
};

/** Which part of a state decided a call's answer: its own fault, its backend's, `all`'s, or none. */
export type AppliedPart =
  { part: 'call' | 'backend' | 'all'; target: FaultTarget; fault: Fault } | { part: 'healthy' };

export const appliedPart = (state: MockState, call: MockCall): AppliedPart => {
  const backend = backendOf(call);
  const [part, target] = state.faults[call]
    ? (['call', call] as const)
    : state.faults[backend]
      ? (['backend', backend] as const)
      : state.faults.all
        ? (['all', 'all'] as const)
        : (['healthy', undefined] as const);
  const fault = target === undefined ? undefined : state.faults[target];
  return part === 'healthy' || !fault || fault.kind === 'healthy'
    ? { part: 'healthy' }
    : { part, target, fault };
};

/** The fault a call meets: its own, else its backend's, else every backend's; healthy is none. */
export const faultFor = (state: MockState, call: MockCall): Fault | undefined => {
  const applied = appliedPart(state, call);
  return applied.part === 'healthy' ? undefined : applied.fault;
};

/** What decides a session's data (the user and the cart), faults aside: a session's key. */
export const dataKeyOf = (state: MockState): string => formatMockState({ ...state, faults: {} });

/** `state` with every unseeded `generated` fault given `seed`: the value that reproduces a page. */
export const seededMockState = (state: MockState, seed: number): MockState => ({
  ...state,
  faults: Object.fromEntries(
    Object.entries(state.faults).map(([target, fault]) => [
      target,
      fault.kind === 'generated' && fault.seed === undefined ? { kind: 'generated', seed } : fault,
    ]),
  ),
});
