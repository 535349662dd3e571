import type { SwaggerOptions } from '@fastify/swagger';
import {
  errorBodySchema,
  fileMediaTypes,
  operationId,
  successStatus,
} from '@mentor/contract/common/endpoint';
import { DECLARED_ENDPOINTS } from '@mentor/contract/endpoints';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isListSchema, type SampleContext, sampleOf } from './openapi-list-examples.ts';
import { derivedOperationId } from './openapi-operation-id.ts';
import { applyRoutePolicy, COMMON_ERRORS_KEY } from './openapi-policy.ts';
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
  // Before the examples, which follow the formats.
  addDateFormats(doc.paths, false);
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
      addFileAnswer(operation);
      referCommonErrors(operation);
    }
  }
  addCommonErrors(doc);
  return document;
}

/** A calendar day as the schemas write it (`isoDaySchema` and its kin). */
const DAY_PATTERNS = new Set(['^\\d{4}-\\d{2}-\\d{2}$', '^[0-9]{4}-[0-9]{2}-[0-9]{2}$']);

/**
 * Answer fields by meaning: a calendar day (`YYYY-MM-DD`) or an instant (ISO 8601 with its zone),
 * each name one of the two in every answer that carries it (the sweep of the reads validates
 * these formats against the server's answers).
 */
const DAY_FIELDS = new Set([
  'charge_date',
  'date',
  'discount_limit_date',
  'dt_due',
  'dt_end',
  'dt_liquidation',
  'dt_payment',
  'dt_payment_to_project',
  'dt_project_paid',
  'dt_start',
  'due_date',
  'end',
  'executionDate',
  'liquidation_date',
  'start',
  'start_date',
]);
const INSTANT_FIELDS = new Set([
  'assigned_at',
  'createDate',
  'created_at',
  'dateCreated',
  'dateRegister',
  'dateUpdate',
  'dt_created',
  'dt_emission',
  'emission_date',
  'enrolled_at',
  'finished_at',
  'last_used_at',
  'paid_at',
  'payment_date',
  'registry_date',
  'run_at',
  'synced_at',
  'transaction_date',
  'updateDate',
  'updated_at',
]);

/**
 * Rates kept as exact decimals (percent, e.g. `"2.3500"`): answered as decimal text, documented
 * as `format: decimal` with its pattern. The behavioural dashboard's `rate`, a computed ratio the
 * charts read as a number, stays a number.
 */
const DECIMAL_FIELDS = new Set([
  'anticipation_rate',
  'mdr_rate',
  'new_rate',
  'old_rate',
  'old_anticipation_rate',
  'rate',
]);
export const DECIMAL_PATTERN = '^-?\\d+(\\.\\d+)?$';

/** The string member of a schema (itself, or the string branch of a nullable one). */
function stringSchemaOf(schema: Json): Json | undefined {
  const types = [schema.type].flat();
  if (types.includes('string')) return schema;
  const members = Array.isArray(schema.anyOf) ? schema.anyOf : [];
  const strings = members.filter((m): m is Json => isObject(m) && [m.type].flat().includes('string'));
  return strings.length === 1 ? strings[0] : undefined;
}

/**
 * `format: date` on every day pattern; in answers, `date` or `date-time` on the fields of
 * DAY_FIELDS and INSTANT_FIELDS that have no format yet, and `decimal` on the rates of
 * DECIMAL_FIELDS answered as text.
 */
function addDateFormats(node: unknown, inAnswer: boolean, depth = 0): void {
  if (depth > 64 || typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    for (const item of node) addDateFormats(item, inAnswer, depth + 1);
    return;
  }
  const schema = node as Json;
  if (typeof schema.pattern === 'string' && DAY_PATTERNS.has(schema.pattern) && !schema.format) {
    schema.format = 'date';
  }
  if (inAnswer && isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      const string = isObject(property) ? stringSchemaOf(property) : undefined;
      if (!string || string.format || string.enum) continue;
      if (DAY_FIELDS.has(name)) string.format = 'date';
      else if (INSTANT_FIELDS.has(name)) string.format = 'date-time';
      else if (DECIMAL_FIELDS.has(name) && !string.pattern) {
        string.format = 'decimal';
        string.pattern = DECIMAL_PATTERN;
      }
    }
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'example' || key === 'examples') continue;
    addDateFormats(value, inAnswer || key === 'responses', depth + 1);
  }
}

/** The error body, as the document holds it once (`#/components/schemas/Error`). */
const ERROR_SCHEMA = z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12', io: 'output' }) as Json;
delete ERROR_SCHEMA.$schema;

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
};

/** The errors any operation may answer, declared once and referred to by status. */
export const COMMON_ERRORS: Readonly<Record<string, { name: string; description: string; headers?: Json }>> =
  {
    '400': { name: 'BadRequest', description: 'The body is not valid JSON.' },
    '401': {
      name: 'Unauthorized',
      description: 'No access token, or one expired, revoked or of a disabled account.',
    },
    '403': {
      name: 'Forbidden',
      description:
        'The caller lacks the permission, or the one-time code is missing, invalid or already used.',
    },
    '404': {
      name: 'NotFound',
      description: "The record does not exist or is outside the caller's projects.",
    },
    '409': {
      name: 'Conflict',
      description:
        'The state of the record refuses the action, or a request with the same Idempotency-Key is still running ' +
        'or answered with something that is not repeated.',
    },
    '415': {
      name: 'UnsupportedMediaType',
      description: 'The body is not of a media type the operation reads.',
    },
    '422': {
      name: 'UnprocessableEntity',
      description: 'Invalid input: `errors` names each field refused and why.',
    },
    '429': {
      name: 'TooManyRequests',
      description: 'Too many attempts: try again later.',
      headers: retryAfter,
    },
    '503': {
      name: 'ServiceUnavailable',
      description: 'The database is unavailable for a moment; nothing was done.',
      headers: retryAfter,
    },
  };

const errorRef = (status: string) => ({ $ref: `#/components/responses/${COMMON_ERRORS[status]?.name}` });

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The common errors the route's policy says the operation can answer (`x-common-errors`, set by
 * openapi-policy.ts), referred to instead of written out; an error of its own with another body
 * is kept.
 */
function referCommonErrors(operation: Json): void {
  const statuses = Array.isArray(operation[COMMON_ERRORS_KEY])
    ? (operation[COMMON_ERRORS_KEY] as string[])
    : [];
  delete operation[COMMON_ERRORS_KEY];
  const responses = isObject(operation.responses) ? operation.responses : {};
  for (const [status, response] of Object.entries(responses)) {
    if (!COMMON_ERRORS[status] || !isObject(response)) continue;
    const content = isObject(response.content) ? response.content : {};
    const json = content['application/json'];
    if (isObject(json) && sameJson(json.schema, ERROR_SCHEMA) && Object.keys(content).length === 1) {
      responses[status] = errorRef(status);
    }
  }
  for (const status of statuses) if (!(status in responses)) responses[status] = errorRef(status);
  operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
}

function addCommonErrors(doc: Json): void {
  const components = isObject(doc.components) ? doc.components : {};
  components.schemas = { ...(isObject(components.schemas) ? components.schemas : {}), Error: ERROR_SCHEMA };
  components.responses = {
    ...(isObject(components.responses) ? components.responses : {}),
    ...Object.fromEntries(
      Object.values(COMMON_ERRORS).map(({ name, description, headers }) => [
        name,
        {
          description,
          ...(headers ? { headers } : {}),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      ]),
    ),
  };
  doc.components = components;
}

/** The file answers of declared operations, by operation id. */
const FILE_ANSWERS = new Map(
  DECLARED_ENDPOINTS.flatMap((e) =>
    e.file
      ? [[operationId(e), { status: String(successStatus(e)), types: fileMediaTypes(e.file) }] as const]
      : [],
  ),
);

/** A file answer: its real media types, each a binary body. */
function addFileAnswer(operation: Json): void {
  const file =
    typeof operation.operationId === 'string' ? FILE_ANSWERS.get(operation.operationId) : undefined;
  const responses = isObject(operation.responses) ? operation.responses : undefined;
  const response = file && responses ? responses[file.status] : undefined;
  if (!file || !isObject(response)) return;
  const described = isObject(response.content)
    ? Object.values(response.content).find((m) => isObject(m) && isObject(m.schema))
    : undefined;
  const description =
    isObject(described) && isObject(described.schema) && typeof described.schema.description === 'string'
      ? described.schema.description
      : undefined;
  if (description && response.description === 'Default Response') response.description = description;
  response.content = Object.fromEntries(
    file.types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  );
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
      const url = typeof converted.url === 'string' ? converted.url : input.url;
      return {
        ...converted,
        schema: applyRoutePolicy(method, url, route.config?.policy, source, converted.schema),
      };
    },
    transformObject: (document) =>
      'openapiObject' in document ? completeDocument(document.openapiObject) : document.swaggerObject,
  };
}
