/**
 * Every answer the integration suite receives is checked against the OpenAPI document, so the document
 * cannot drift from what the routes really answer: the operation is found by method and path template, its
 * status must be one the document names (its catch-all `default` does not count) and a JSON body must match
 * that status's schema. JSON Schema 2020-12 (OpenAPI 3.1's dialect) is checked by Ajv, the validator
 * @apidevtools/swagger-parser (a dev dependency) brings along, resolved from there so hoisting cannot swap
 * it for an older Ajv that knows no 2020-12.
 */
import { createRequire } from 'node:module';
import { buildOpenApiDocument } from '../../../functions/api/openapi/build-document';

interface Validator {
  (data: unknown): boolean;
  errors?: { instancePath: string; message?: string }[] | null;
}
interface Ajv {
  compile(schema: object): Validator;
}
type Response = { content?: Record<string, { schema?: object }> };
type Operation = { operationId: string; responses: Record<string, Response> };

const requireFromParser = createRequire(createRequire(import.meta.url).resolve('@apidevtools/swagger-parser'));
const Ajv2020 = (requireFromParser('ajv/dist/2020') as { default: new (options: object) => Ajv }).default;

let contract: { match: (method: string, path: string) => { template: string; operation: Operation } | undefined } | undefined;
const validators = new Map<string, Validator>();
let ajv: Ajv | undefined;

function loadContract() {
  const document = buildOpenApiDocument();
  // The OpenAPI keywords zod's output carries (example) are not JSON Schema's: not strict.
  ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.compile({ $id: 'openapi:components', components: document.components } as object);
  const templates = Object.entries(document.paths).map(([template, operations]) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\+\}/g, '.+').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    // A literal segment beats a parameter: /api/photos/trending is not /api/photos/{id}.
    parameters: (template.match(/\{/g) ?? []).length,
    operations: operations as Record<string, Operation>,
  }));
  templates.sort((a, b) => a.parameters - b.parameters);
  return {
    match(method: string, path: string) {
      for (const t of templates) {
        const operation = t.operations[method.toLowerCase()];
        if (operation && t.pattern.test(path)) return { template: t.template, operation };
      }
      return undefined;
    },
  };
}

const withComponents = (schema: object): object =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi:components#/components/')) as object;

/**
 * Throws, naming the route, the status and what differs, when an answer is not one the document
 * describes. Paths outside the API, and requests no documented route matches (a hostile or unknown path),
 * are left alone.
 */
export function checkAnswerAgainstContract(
  method: string,
  url: string,
  status: number,
  contentType: string | null,
  body: unknown,
): void {
  const path = new URL(url, 'http://local').pathname;
  if (!path.startsWith('/api/')) return;
  contract ??= loadContract();
  const found = contract.match(method, path);
  if (!found) return;
  const { template, operation } = found;
  const route = `${method} ${template}`;
  const response = operation.responses[String(status)];
  if (!response) {
    const documented = Object.keys(operation.responses).filter((s) => s !== 'default');
    throw new Error(
      `OpenAPI drift: ${route} answered ${status}, which its contract does not name (documented: ${documented.join(', ')}). Body: ${JSON.stringify(body)}`,
    );
  }
  const schema = response.content?.['application/json']?.schema;
  if (!schema || !contentType?.includes('application/json')) return;
  const key = `${operation.operationId} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv!.compile(withComponents(schema));
    validators.set(key, validate);
  }
  if (!validate(body)) {
    const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`).join('; ');
    throw new Error(
      `OpenAPI drift: ${route}'s ${status} body does not match its schema: ${problems}. Body: ${JSON.stringify(body).slice(0, 2000)}`,
    );
  }
}
