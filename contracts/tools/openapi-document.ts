import type { Interaction } from './pact-file.ts';

/** Reading an OpenAPI 3.x document: the operation a request reaches, the schema of an answer. */

export type Schema = Record<string, unknown>;

export const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A local `$ref` followed. */
export const resolved = (document: unknown, schema: unknown): Schema | undefined => {
  let current = schema;
  for (
    let hops = 0;
    isSchema(current) && typeof current['$ref'] === 'string' && hops < 20;
    hops++
  ) {
    const pointer = current['$ref'].replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>(
      (node, key) =>
        isSchema(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined,
      document,
    );
  }
  return isSchema(current) ? current : undefined;
};

/** The schema's own properties and required names, with those of its allOf parts. */
export const objectParts = (document: unknown, schema: Schema) => {
  const parts = [schema, ...((schema['allOf'] as unknown[] | undefined) ?? [])]
    .map((each) => resolved(document, each))
    .filter((each) => each !== undefined);
  return {
    properties: Object.assign({}, ...parts.map((each) => each['properties'] ?? {})) as Schema,
    required: new Set(parts.flatMap((each) => (each['required'] as string[] | undefined) ?? [])),
  };
};

const templateMatches = (template: string, path: string) =>
  new RegExp(
    `^${template
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  ).test(path);

/** The document's operation for a method and path: its path template and the operation. */
export const operationAt = (document: unknown, method: string, path: string) => {
  const paths = isSchema(document) && isSchema(document['paths']) ? document['paths'] : {};
  // a literal path before a template, as OpenAPI has it
  const templates = Object.keys(paths).sort(
    (a, b) => Number(a.includes('{')) - Number(b.includes('{')),
  );
  const template = templates.find((each) => templateMatches(each, path));
  const item = template ? resolved(document, paths[template]) : undefined;
  const operation = item ? resolved(document, item[method.toLowerCase()]) : undefined;
  return template && operation ? { template, operation } : undefined;
};

export const operationFor = (document: unknown, { request }: Interaction) =>
  operationAt(document, request.method, request.path);

/** The response a document gives a status: its own, its class ('2XX'), else 'default'. */
export const responseAt = (document: unknown, operation: Schema, status: number) => {
  const responses = resolved(document, operation['responses']) ?? {};
  const own = String(status);
  const key = [own, `${own[0]}XX`, `${own[0]}xx`, 'default'].find((each) => each in responses);
  return key ? { key, response: resolved(document, responses[key]) } : undefined;
};

/** The JSON schema of an answer with this status, or undefined when the document gives it no JSON body. */
export const jsonSchemaOf = (document: unknown, response: Schema | undefined) => {
  const content = response ? (resolved(document, response['content']) ?? {}) : {};
  const json = Object.keys(content).find((type) => /json/i.test(type));
  const media = json ? resolved(document, content[json]) : undefined;
  return media ? resolved(document, media['schema']) : undefined;
};

export const responseSchemaFor = (document: unknown, operation: Schema, interaction: Interaction) =>
  jsonSchemaOf(document, responseAt(document, operation, interaction.response.status)?.response);
