/**
 * fast-check arbitraries from zod 4 schemas: every value a contract allows, its edges
 * stressed (boundaries, empty and long lists, long and short strings, right-to-left text and
 * combining marks, optional fields missing, nullable ones null). zod-fast-check stops at zod
 * 3, so this walks zod 4's `_zod.def`, which zod and zod/mini share; fast-check generates
 * and shrinks (docs/decisions/030-generated-answers.md).
 */
import * as fc from 'fast-check';
import * as z from 'zod/v4/core';

/** Arbitraries for schemas a refinement makes opaque (a colour, a safe URL), by identity. */
export type Overrides = ReadonlyMap<z.$ZodType, fc.Arbitrary<unknown>>;

type Check = { _zod: { def: Record<string, unknown> & { check: string } } };
type Def = Record<string, unknown> & { type: string; checks?: Check[] };

const defOf = (schema: z.$ZodType) => schema._zod.def as unknown as Def;
const checksOf = (schema: z.$ZodType) => (defOf(schema).checks ?? []).map((each) => each._zod.def);

/** Lists past this length are "long"; a page of them is as much as a backend would send. */
export const LONG_LIST = { min: 12, max: 40 };
/** Strings past this are "long": a 300-character product name. */
export const LONG_STRING = { min: 120, max: 300 };

/** Text a person or an importer might type that layouts get wrong. */
export const HARD_TEXT = [
  'مكمل غذائي يومي للمناعة', // Arabic, right to left
  'תוסף תזונה יומי', // Hebrew, right to left
  'Magnesium מגנזיום Glycinate', // mixed directions
  'Z\u0351\u036b\u0343\u036a\u0302\u036b\u033d\u034f\u0334\u0319\u0324\u031e\u0349\u035a\u032f\u031e\u0320\u034da\u0357\u0369\u0301\u0311\u0346\u0307\u0310\u0300\u0305\u036a', // stacked combining marks
  'e\u0301e\u0301e\u0301', // decomposed accents
  '👩‍👩‍👧‍👦🧪💊', // emoji sequences
  'Pneumonoultramicroscopicsilicovolcanoconiosis-Complex-Formula-Extra-Strength', // one unbreakable word
  '日本語のサプリメント', // no spaces to break at
  '<b>not markup</b> & "quotes"',
  ' ',
];

const WORDS = ['Omega-3', 'Daily', 'Probiotic', 'Magnesium', 'with', 'and', 'Vitamin', 'D3'];

const stringArbitrary = (schema: z.$ZodType): fc.Arbitrary<string> => {
  const checks = checksOf(schema);
  const format = defOf(schema).format as string | undefined;
  if (format === 'email') {
    // RFC addresses zod's stricter pattern turns down are left out
    const pattern = defOf(schema).pattern as RegExp;
    return fc.emailAddress().filter((address) => pattern.test(address));
  }
  const pattern = checks.find((check) => check.format === 'regex')?.pattern as RegExp | undefined;
  if (pattern) {
    return fc.stringMatching(pattern);
  }
  const prefix = (checks.find((check) => check.format === 'starts_with')?.prefix as string) ?? '';
  const min = Math.max(
    0,
    ...checks.map((check) =>
      check.check === 'min_length' ? (check.minimum as number) - prefix.length : 0,
    ),
  );
  const max = Math.min(
    LONG_STRING.max,
    ...checks.map((check) =>
      check.check === 'max_length' ? (check.maximum as number) - prefix.length : Infinity,
    ),
  );
  const within = (text: string) => text.length >= min && text.length <= max;
  const text = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, 12)) }),
    },
    {
      weight: 3,
      arbitrary: fc
        .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 })
        .map((words) => words.join(' ')),
    },
    { weight: 2, arbitrary: fc.constantFrom(...HARD_TEXT) },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 40) }),
    },
    {
      weight: 1,
      arbitrary: fc.string({
        minLength: Math.max(min, Math.min(LONG_STRING.min, max)),
        maxLength: max,
      }),
    },
  );
  return text.filter(within).map((each) => `${prefix}${each}`);
};

const numberArbitrary = (schema: z.$ZodType): fc.Arbitrary<number> => {
  const checks = checksOf(schema);
  // z.int() is a number schema that is its own format check
  const isInt = [defOf(schema), ...checks].some(
    (check) => check.check === 'number_format' && String(check.format).includes('int'),
  );
  let min = isInt ? Number.MIN_SAFE_INTEGER : -Number.MAX_VALUE;
  let max = isInt ? Number.MAX_SAFE_INTEGER : Number.MAX_VALUE;
  for (const check of checks) {
    const value = check.value as number;
    if (check.check === 'greater_than') {
      min = Math.max(min, check.inclusive ? value : isInt ? value + 1 : value + Number.EPSILON);
    }
    if (check.check === 'less_than') {
      max = Math.min(max, check.inclusive ? value : isInt ? value - 1 : value - Number.EPSILON);
    }
  }
  const boundaries = [min, max, 0, 1].filter((value) => value >= min && value <= max);
  const inRange = isInt
    ? fc.integer({ min, max })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const small = isInt
    ? fc.integer({ min: Math.max(min, -1000), max: Math.min(max, 100_000) })
    : fc.double({ min: Math.max(min, -1000), max: Math.min(max, 100_000), noNaN: true });
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...boundaries) },
    { weight: 3, arbitrary: small.filter((value) => value >= min && value <= max) },
    { weight: 1, arbitrary: inRange },
  );
};

const arrayArbitrary = <T>(item: fc.Arbitrary<T>, schema: z.$ZodType): fc.Arbitrary<T[]> => {
  const checks = checksOf(schema);
  const min = Math.max(
    0,
    ...checks.map((check) => (check.check === 'min_length' ? (check.minimum as number) : 0)),
  );
  const max = Math.min(
    LONG_LIST.max,
    ...checks.map((check) => (check.check === 'max_length' ? (check.maximum as number) : Infinity)),
  );
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc.array(item, { minLength: min, maxLength: Math.max(min, Math.min(max, 4)) }),
    },
    {
      weight: 1,
      arbitrary: fc.array(item, {
        minLength: Math.max(min, Math.min(LONG_LIST.min, max)),
        maxLength: max,
      }),
    },
  );
};

/** A key may be left out: the field is optional or has a default. */
const mayBeMissing = (schema: z.$ZodType) => schema._zod.optin !== undefined;

/**
 * Every value `schema` accepts, as an arbitrary. A refinement the walker cannot see into
 * is met by filtering on the schema itself, unless `overrides` names the schema.
 */
export const arbitraryOf = (
  schema: z.$ZodType,
  overrides: Overrides = new Map(),
): fc.Arbitrary<unknown> => {
  const walk = (node: z.$ZodType): fc.Arbitrary<unknown> => {
    const override = overrides.get(node);
    if (override) {
      return override;
    }
    const def = defOf(node);
    const arbitrary = walkDef(node, def);
    const refined = (def.checks ?? []).some((check) => check._zod.def.check === 'custom');
    return refined ? arbitrary.filter((value) => z.safeParse(node, value).success) : arbitrary;
  };
  const walkDef = (node: z.$ZodType, def: Def): fc.Arbitrary<unknown> => {
    const inner = (key: string) => walk(def[key] as z.$ZodType);
    switch (def.type) {
      case 'string':
        return stringArbitrary(node);
      case 'number':
        return numberArbitrary(node);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'undefined':
      case 'void':
        return fc.constant(undefined);
      case 'literal':
        return fc.constantFrom(...(def.values as unknown[]));
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
      case 'unknown':
      case 'any':
        return fc.jsonValue({ maxDepth: 2 });
      case 'object': {
        const shape = def.shape as Record<string, z.$ZodType>;
        const keys = Object.keys(shape);
        return fc.record(Object.fromEntries(keys.map((key) => [key, walk(shape[key]!)])), {
          requiredKeys: keys.filter((key) => !mayBeMissing(shape[key]!)),
        });
      }
      case 'array':
        return arrayArbitrary(inner('element'), node);
      case 'tuple':
        return fc.tuple(...(def.items as z.$ZodType[]).map(walk));
      case 'record':
        return fc.dictionary(inner('keyType') as fc.Arbitrary<string>, inner('valueType'), {
          maxKeys: 4,
        });
      case 'union':
        return fc.oneof(...(def.options as z.$ZodType[]).map(walk));
      case 'optional':
        return fc.option(inner('innerType'), { nil: undefined, freq: 4 });
      case 'nullable':
        return fc.option(inner('innerType'), { nil: null, freq: 4 });
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        return inner('innerType');
      case 'pipe':
        // a preprocess reads what its output schema accepts; a transform, what its input does
        return defOf(def.in as z.$ZodType).type === 'transform' ? inner('out') : inner('in');
      case 'lazy':
        return walk((def.getter as () => z.$ZodType)());
      default:
        throw new Error(`No arbitrary for a zod "${def.type}" schema`);
    }
  };
  return walk(schema);
};
