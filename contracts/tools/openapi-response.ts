import { Ajv2020 } from 'ajv/dist/2020.js';
import { jsonSchemaOf, operationAt, responseAt } from './openapi-document.ts';

/**
 * Whether an answer is one an OpenAPI 3.1 document allows: an operation for the request, a
 * response for its status, and a body its JSON schema accepts (a response without content
 * is not read, so any body will do). What a validating proxy such as Prism says, in a unit
 * test: the mocks' answers are held to our own documents by it.
 */

export interface Answer {
  method: string;
  /** without the query */
  path: string;
  status: number;
  /** parsed JSON, or undefined for no body */
  body: unknown;
}

export const answerChecker = (document: unknown) => {
  // OpenAPI's own keywords (example, examples) beside JSON Schema's
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const validators = new Map<object, ReturnType<typeof ajv.compile>>();
  return ({ method, path, status, body }: Answer): string[] => {
    const found = operationAt(document, method, path);
    if (!found) {
      return [`no operation for ${method} ${path}`];
    }
    const response = responseAt(document, found.operation, status);
    if (!response) {
      return [`${method} ${found.template} has no response for status ${status}`];
    }
    const schema = jsonSchemaOf(document, response.response);
    if (!schema) {
      return [];
    }
    if (body === undefined) {
      return [`${method} ${found.template} ${response.key}: a JSON body is documented, none came`];
    }
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(schema, validate);
    }
    return validate(body)
      ? []
      : (validate.errors ?? []).map(
          (error) =>
            `${method} ${found.template} ${response.key}: ${error.instancePath || '(body)'} ${error.message ?? ''}`,
        );
  };
};
