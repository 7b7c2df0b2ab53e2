import type { Interaction, Matcher, Rules } from './pact-file.ts';

/**
 * What a pact accepts, read the way Pact's verifier reads it, for the tools that hold an
 * OpenAPI document against the pacts (contracts/tools/openapi.ts writes ours from it,
 * contracts/tools/compare.ts checks a team's): the statuses an interaction accepts and,
 * per field of the bodies we read, whether every answer must carry it, its matchers and
 * its examples.
 */

const STATUS_CLASSES: Record<string, [number, number]> = {
  information: [100, 199],
  success: [200, 299],
  redirect: [300, 399],
  clientError: [400, 499],
  serverError: [500, 599],
  nonError: [100, 399],
  error: [400, 599],
};

const statusMatcher = ({ response }: Interaction) =>
  response.matchingRules?.status?.['$']?.matchers.find((each) => each.match === 'statusCode');

/** The statuses the pact accepts for an interaction, as [lowest, highest]. */
export const acceptedStatuses = (interaction: Interaction): [number, number] => {
  const range = STATUS_CLASSES[String(statusMatcher(interaction)?.['status'])];
  return range ?? [interaction.response.status, interaction.response.status];
};

/** An OpenAPI response key ('200', '2XX', 'default') the pact accepts for an interaction. */
export const acceptsResponseKey = (interaction: Interaction, key: string) => {
  const [lowest, highest] = acceptedStatuses(interaction);
  const range = /^([1-5])XX$/i.exec(key);
  if (range) {
    // a whole class the pact accepts
    return Number(range[1]) * 100 >= lowest && Number(range[1]) * 100 + 99 <= highest;
  }
  return /^\d{3}$/.test(key) && Number(key) >= lowest && Number(key) <= highest;
};

/** The response key our OpenAPI documents use for an interaction: its class when the pact accepts one ('2XX'). */
export const responseKey = (interaction: Interaction) => {
  const [lowest, highest] = acceptedStatuses(interaction);
  return lowest === highest
    ? String(lowest)
    : lowest % 100 === 0 && highest === lowest + 99
      ? `${lowest / 100}XX`
      : String(interaction.response.status);
};

/** One answer we read: the pact's example body and its rules. */
interface ReadBody {
  value: unknown;
  rules: Rules;
}

/** Rules with `arrayContains` spelt as the plainer rule the walk reads: at least as many items as variants. */
const flatRules = (rules: Rules): Rules => {
  const flat: Rules = {};
  for (const [path, rule] of Object.entries(rules)) {
    const contains = rule.matchers.find((each) => each.match === 'arrayContains');
    if (!contains) {
      flat[path] = rule;
      continue;
    }
    const variants = Array.isArray(contains['variants']) ? (contains['variants'] as unknown[]) : [];
    // some item is like each variant; the other items are free, so no rule reaches them
    flat[path] = { matchers: [{ match: 'type', min: variants.length, contains: true }] };
  }
  return flat;
};

export const readBody = ({ response }: Interaction): ReadBody | undefined =>
  response.body?.content === undefined
    ? undefined
    : { value: response.body.content, rules: flatRules(response.matchingRules?.body ?? {}) };

/** A field of the bodies we read, across every answer of one operation and status. */
export interface Field {
  /** the rules' JSON path, `$.lines[*].sku` */
  path: string;
  /** the guide's way of naming it, `lines[0].sku` */
  name: string;
  /** every answer whose parent object is there carries it */
  required: boolean;
  /** the values the answers hold (each array's items, for `items`) */
  values: unknown[];
  matchers: Matcher[];
  /** arrays: the fewest items any answer's matcher accepts */
  minItems: number;
  properties: Map<string, Field>;
  items?: Field;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fewestItems = ({ value, rules }: ReadBody, path: string) => {
  const matchers = rules[path]?.matchers ?? [];
  const min = matchers.map((each) => each['min']).find((each) => typeof each === 'number');
  // a literal array is this state's answer, not a rule for every state
  return Array.isArray(value) && typeof min === 'number' ? min : 0;
};

const walk = (path: string, name: string, required: boolean, bodies: ReadBody[]): Field => {
  const field: Field = {
    path,
    name,
    required,
    values: bodies.map((each) => each.value),
    matchers: bodies.flatMap((each) => each.rules[path]?.matchers ?? []),
    minItems: bodies.length > 0 ? Math.min(...bodies.map((each) => fewestItems(each, path))) : 0,
    properties: new Map(),
  };
  const objects = bodies.filter((each) => isRecord(each.value));
  const keys = new Set(objects.flatMap((each) => Object.keys(each.value as object)));
  for (const key of keys) {
    const present = objects.filter((each) => Object.hasOwn(each.value as object, key));
    field.properties.set(
      key,
      walk(
        `${path}.${key}`,
        name ? `${name}.${key}` : key,
        present.length === objects.length,
        present.map((each) => ({
          value: (each.value as Record<string, unknown>)[key],
          rules: each.rules,
        })),
      ),
    );
  }
  const arrays = bodies.filter((each) => Array.isArray(each.value));
  const someItemsOnly = field.matchers.some((each) => each['contains'] === true);
  if (arrays.length > 0 && !someItemsOnly) {
    field.items = walk(
      `${path}[*]`,
      `${name}[0]`,
      true,
      arrays.flatMap((each) =>
        (each.value as unknown[]).map((value) => ({ value, rules: each.rules })),
      ),
    );
  }
  return field;
};

/** The fields of every body we read from one operation and status. */
export const readFields = (interactions: Interaction[]): Field | undefined => {
  const bodies = interactions.map(readBody).filter((each) => each !== undefined);
  return bodies.length === 0 ? undefined : walk('$', '', true, bodies);
};

/** The JSON Schema type the pact's matchers and examples give a scalar field. */
export const scalarType = (field: Field): string | undefined => {
  const named = field.matchers.map((each) => each.match);
  if (named.includes('regex')) {
    return 'string';
  }
  if (named.includes('integer')) {
    return 'integer';
  }
  if (named.includes('number') || named.includes('decimal')) {
    return 'number';
  }
  const types = new Set(
    field.values.map((value) =>
      typeof value === 'number'
        ? Number.isInteger(value)
          ? 'integer'
          : 'number'
        : value === null
          ? 'null'
          : typeof value,
    ),
  );
  if (types.has('number')) {
    types.delete('integer');
  }
  const [only] = [...types];
  return types.size === 1 && ['string', 'integer', 'number', 'boolean'].includes(only ?? '')
    ? only
    : undefined;
};

/** The regular expression the pact's matchers hold a string field to. */
export const pattern = (field: Field) =>
  field.matchers.find((each) => each.match === 'regex')?.['regex'] as string | undefined;
