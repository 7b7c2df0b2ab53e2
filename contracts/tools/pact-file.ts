import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The part of a PactV4 file the backend-team tools read (docs, compare, stub, verify).
 * Parsed once here, so a pact written by a newer Pact that moves a field fails loudly
 * instead of producing a guide with holes.
 */

const MatcherSchema = z.looseObject({ match: z.string() });
export type Matcher = z.infer<typeof MatcherSchema>;

const RuleSchema = z.object({
  combine: z.string().optional(),
  matchers: z.array(MatcherSchema),
});

// path (`$.lines[*].sku`, a header or query name) -> its rule
const RulesSchema = z.record(z.string(), RuleSchema);
export type Rules = z.infer<typeof RulesSchema>;

const BodySchema = z.object({
  content: z.unknown(),
  contentType: z.string().optional(),
  encoded: z.union([z.boolean(), z.string()]).optional(),
});

const HeadersSchema = z.record(z.string(), z.array(z.string()));

const MatchingRulesSchema = z.looseObject({
  body: RulesSchema.optional(),
  header: RulesSchema.optional(),
  query: RulesSchema.optional(),
  path: z.unknown().optional(),
  status: RulesSchema.optional(),
});

const GeneratorSchema = z.looseObject({ type: z.string(), expression: z.string().optional() });

export const InteractionSchema = z.object({
  description: z.string().min(1),
  type: z.string(),
  pending: z.boolean().optional(),
  providerStates: z
    .array(
      z.object({
        name: z.string(),
        params: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .default([]),
  request: z.object({
    method: z.string(),
    path: z.string(),
    query: z.record(z.string(), z.array(z.string())).optional(),
    headers: HeadersSchema.optional(),
    body: BodySchema.optional(),
    matchingRules: MatchingRulesSchema.optional(),
    generators: z.record(z.string(), z.record(z.string(), GeneratorSchema)).optional(),
  }),
  response: z.object({
    status: z.number().int(),
    headers: HeadersSchema.optional(),
    body: BodySchema.optional(),
    matchingRules: MatchingRulesSchema.optional(),
  }),
});
export type Interaction = z.infer<typeof InteractionSchema>;

export const PactFileSchema = z.object({
  consumer: z.object({ name: z.string().min(1) }),
  provider: z.object({ name: z.string().min(1) }),
  interactions: z.array(InteractionSchema),
  metadata: z.looseObject({}).optional(),
});
export type PactFile = z.infer<typeof PactFileSchema>;

export interface LoadedPact {
  /** the file it was read from */
  path: string;
  /** the file's own JSON, for tools that take a pact as it is (the comparator, the stub) */
  raw: unknown;
  pact: PactFile;
}

export const readPactFile = (path: string): LoadedPact => {
  const raw: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const parsed = PactFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`${path} is not a pact file this tool reads: ${z.prettifyError(parsed.error)}`);
  }
  return { path, raw, pact: parsed.data };
};

/** The pact files in a folder, in name order, optionally only one provider's. */
export const readPacts = (dir: string, provider?: string): LoadedPact[] => {
  const pacts = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => readPactFile(join(dir, file)));
  return provider === undefined
    ? pacts
    : pacts.filter(({ pact }) => pact.provider.name === provider);
};

/** 'GET /cart?format=json': the request as a backend engineer would type it. */
export const requestLine = ({ request }: Interaction) => {
  const query = new URLSearchParams(
    Object.entries(request.query ?? {}).flatMap(([name, values]) =>
      values.map((value) => [name, value]),
    ),
  ).toString();
  return `${request.method} ${request.path}${query ? `?${decodeURIComponent(query)}` : ''}`;
};
