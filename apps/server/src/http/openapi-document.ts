import type { SwaggerOptions } from '@fastify/swagger';
import { operationId } from '@mentor/contract/common/endpoint';
import { DECLARED_ENDPOINTS } from '@mentor/contract/endpoints';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isListSchema, type SampleContext, sampleOf } from './openapi-list-examples.ts';
import { derivedOperationId } from './openapi-operation-id.ts';
import { applyRoutePolicy } from './openapi-policy.ts';
import type { RoutePolicy } from './route-policy.ts';

/**
 * The API document served at `/api/docs/json` (and `/api/docs/yaml`): OpenAPI 3.1, whose schemas
 * are JSON Schema 2020-12 (zod writes `null` as a type, not `nullable`). Every operation has an
 * `operationId` (its declared one, or one derived from its route) and each list answer an
 * example. `redocly.yaml` at the repository root holds the lint rules it meets.
 */
export const OPENAPI_VERSION = '3.1.0';

type Json = Record<string, unknown>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function schemaResolver(document: Json): SampleContext {
  const schemas = isObject(document.components) ? document.components.schemas : undefined;
  return {
    resolve(ref) {
      const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
      const found = name && isObject(schemas) ? schemas[decodeURIComponent(name)] : undefined;
      return isObject(found) ? found : undefined;
    },
  };
}

/**
 * `anyOf` with an empty member accepts any value, as the empty schema alone does: zod writes an
 * unknown value that may be null (`z.unknown().nullable()`, the before/after of a change) so.
 */
function simplifySchemas(node: unknown, depth = 0): void {
  if (depth > 64 || typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    for (const item of node) simplifySchemas(item, depth + 1);
    return;
  }
  const schema = node as Json;
  if (Array.isArray(schema.anyOf) && schema.anyOf.some((m) => isObject(m) && Object.keys(m).length === 0)) {
    delete schema.anyOf;
  }
  for (const value of Object.values(schema)) simplifySchemas(value, depth + 1);
}

/**
 * Adds what the route declarations leave to the document: derived ids and list examples, and
 * writes schemas that accept anything plainly.
 */
export function completeDocument<D>(document: D): D {
  const doc = document as Json;
  const context = schemaResolver(doc);
  simplifySchemas(doc.paths);
  simplifySchemas(doc.components);
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      if (typeof operation.operationId !== 'string') {
        const area =
          Array.isArray(operation.tags) && typeof operation.tags[0] === 'string' ? operation.tags[0] : 'api';
        operation.operationId = derivedOperationId(area, method, path);
      }
      if (method === 'get') addListExample(operation, context);
      addUploadBody(operation);
    }
  }
  return document;
}

/** The file fields of each declared upload, by operation id. */
const UPLOAD_FILES = new Map(
  DECLARED_ENDPOINTS.flatMap((e) => (e.upload ? [[operationId(e), e.upload.files] as const] : [])),
);

/** An upload's body, which no schema parses: the multipart form of its files. */
function addUploadBody(operation: Json): void {
  const files =
    typeof operation.operationId === 'string' ? UPLOAD_FILES.get(operation.operationId) : undefined;
  if (!files || 'requestBody' in operation) return;
  const properties = Object.fromEntries(files.map((name) => [name, { type: 'string', format: 'binary' }]));
  operation.requestBody = {
    required: true,
    content: { 'multipart/form-data': { schema: { type: 'object', required: [...files], properties } } },
  };
}

function addListExample(operation: Json, context: SampleContext): void {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const success = Object.keys(responses)
    .filter((status) => /^2\d\d$/.test(status))
    .sort()[0];
  const response = success ? responses[success] : undefined;
  const content = isObject(response) && isObject(response.content) ? response.content : {};
  for (const media of Object.values(content)) {
    if (!isObject(media) || 'example' in media || 'examples' in media) continue;
    if (isListSchema(media.schema, context)) media.example = sampleOf(media.schema, context);
  }
}

/** Options of `@fastify/swagger` for the server's document. */
export function openapiDocumentOptions(): SwaggerOptions {
  return {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: {
        title: 'Mentor back-office API',
        version: '1.0.0',
        description:
          'The back-office console API (`/api`) and the back-office gateway (`/gateway`). Calls need a ' +
          'staff access token; some also a one-time code in the `x-otp` header.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative to where the document is served: the same server, whatever its public address.
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const converted = jsonSchemaTransform(input);
      const route = input.route as { method: string | string[]; config?: { policy?: RoutePolicy } };
      const method = [route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
      if (!isObject(converted.schema) || converted.schema.hide) return converted;
      const source = (input.schema ?? {}) as Json;
      return {
        ...converted,
        schema: applyRoutePolicy(method, route.config?.policy, source, converted.schema),
      };
    },
    transformObject: (document) =>
      'openapiObject' in document ? completeDocument(document.openapiObject) : document.swaggerObject,
  };
}
