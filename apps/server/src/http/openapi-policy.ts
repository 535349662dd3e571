import { REASON_CODES, REASON_COMMENT_MAX } from '@mentor/contract/privacy';
import { z } from 'zod';
import type { RoutePolicy } from './route-policy.ts';

/**
 * What a route's policy and its input schemas say about a call, written into its operation of
 * the API document, so that a generated client sends what the server requires and nothing the
 * server would refuse:
 *
 * - query parameters and body fields are required exactly when their schema refuses a missing
 *   value (a filter with a default is optional and shows the default);
 * - `x-otp` is a required header of the operations asking for a one-time code;
 * - `Idempotency-Key` is a header of every write (required for money actions), and the answers
 *   such a write may repeat carry `Idempotent-Replayed`;
 * - a reason (policy `reason`) is a required `reason_code` of the body, or the `x-reason-code`
 *   header of a call without one.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const OTP_HEADER_NAME = 'x-otp';
export const IDEMPOTENCY_HEADER_NAME = 'Idempotency-Key';
export const REPLAYED_HEADER_NAME = 'Idempotent-Replayed';
export const REASON_HEADER_NAME = 'x-reason-code';
export const REASON_COMMENT_HEADER_NAME = 'x-reason-comment';

/** Where an operation's common errors are noted until the document is completed (openapi-document.ts). */
export const COMMON_ERRORS_KEY = 'x-common-errors';

/** Operations refusing a caller who tried too often, besides those asking for a one-time code. */
const THROTTLED = new Set(['privacy.reveal', 'search.searchRecords', 'otp.enrol', 'otp.replaceEnrolment']);
/** Paths answered 503 while the database is away (plugins/database-gate.ts). */
const NEED_DATABASE = ['/api/v1/', '/gateway/', '/healthz'];

/**
 * The common errors an operation can answer: a malformed body (400) or another media type (415)
 * on writes; no token (401), no permission (403), a record out of reach (404) on every call
 * needing a token; a repeat while the first runs (409) on writes; invalid input (422) anywhere;
 * too many tries (429) where codes are checked or personal data revealed; the database away (503).
 */
export function commonErrors(
  method: string,
  url: string,
  policy: RoutePolicy | undefined,
  operationId: unknown,
): string[] {
  const write = WRITES.has(method);
  const guarded = policy !== undefined && !policy.public;
  const statuses = [
    ...(write ? ['400'] : []),
    ...(guarded ? ['401', '403', '404'] : []),
    ...(write && guarded ? ['409'] : []),
    ...(write ? ['415'] : []),
    '422',
    ...(policy?.otp || (typeof operationId === 'string' && THROTTLED.has(operationId)) ? ['429'] : []),
    ...(NEED_DATABASE.some((p) => url.startsWith(p)) ? ['503'] : []),
  ];
  return statuses;
}

/** The fields of an object schema (through intersections and refinements), each with its zod schema. */
function fieldsOf(schema: unknown): Array<[string, z.ZodType]> {
  if (schema instanceof z.ZodObject) return Object.entries(schema.shape as Record<string, z.ZodType>);
  if (schema instanceof z.ZodIntersection)
    return [...fieldsOf(schema.def.left), ...fieldsOf(schema.def.right)];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return fieldsOf(schema.def.innerType);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.def.in);
  return [];
}

/**
 * A field is required when its schema refuses a missing value, as the server's validation does;
 * when it accepts one by filling in a value, that value is its default (empty lists aside: an
 * absent multi-choice filter is no filter).
 */
export function fieldRequirements(schema: unknown): Map<string, { required: boolean; default?: unknown }> {
  const out = new Map<string, { required: boolean; default?: unknown }>();
  for (const [name, field] of fieldsOf(schema)) {
    const parsed = field.safeParse(undefined);
    const value = parsed.success ? parsed.data : undefined;
    const shown = value !== undefined && !(Array.isArray(value) && value.length === 0);
    out.set(name, { required: !parsed.success, ...(shown ? { default: value } : {}) });
  }
  return out;
}

/** The object schemas of a JSON schema: itself, the members of its `allOf`/`anyOf`/`oneOf`. */
function objectSchemas(schema: unknown): Json[] {
  if (!isObject(schema)) return [];
  const members = ['allOf', 'anyOf', 'oneOf'].flatMap((k) =>
    Array.isArray(schema[k]) ? (schema[k] as unknown[]) : [],
  );
  return [...(isObject(schema.properties) ? [schema] : []), ...members.flatMap(objectSchemas)];
}

/** Sets `required` (and defaults) of the JSON schema's properties from the zod schema's fields. */
function applyRequirements(json: unknown, zodSchema: unknown): void {
  const requirements = fieldRequirements(zodSchema);
  if (requirements.size === 0) return;
  for (const object of objectSchemas(json)) {
    const properties = object.properties as Json;
    const required = Object.keys(properties).filter((name) => requirements.get(name)?.required);
    if (required.length > 0) object.required = required;
    else delete object.required;
    for (const [name, property] of Object.entries(properties)) {
      const requirement = requirements.get(name);
      if (isObject(property) && requirement && 'default' in requirement && !('default' in property)) {
        property.default = requirement.default;
      }
    }
  }
}

/** Whether a JSON schema accepts `null` (an optional body). */
function acceptsNull(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  const types = [schema.type].flat();
  if (types.includes('null')) return true;
  return ['anyOf', 'oneOf'].some(
    (k) => Array.isArray(schema[k]) && (schema[k] as unknown[]).some(acceptsNull),
  );
}

function reasonCodeSchema(policy: RoutePolicy): Json {
  return {
    type: 'string',
    enum: [...(policy.reason?.codes ?? REASON_CODES.values)],
    description: 'Why the action is taken, kept in its audit record.',
  };
}

const reasonCommentSchema = (): Json => ({
  type: 'string',
  maxLength: REASON_COMMENT_MAX,
  description: 'Required when the reason is OTHER.',
});

interface HeaderParameter {
  schema: Json;
  required: boolean;
}

function headerParameters(
  method: string,
  policy: RoutePolicy,
  schema: Json,
  upload: boolean,
): Map<string, HeaderParameter> {
  const headers = new Map<string, HeaderParameter>();
  if (policy.public) return headers;
  if (policy.otp) {
    headers.set(OTP_HEADER_NAME, {
      required: true,
      schema: {
        type: 'string',
        pattern: '^\\d{6}$',
        description: "The current code of the caller's authenticator app; each code is accepted once.",
      },
    });
  }
  if (WRITES.has(method) && !upload) {
    headers.set(IDEMPOTENCY_HEADER_NAME, {
      required: policy.idempotency === 'required',
      schema: {
        type: 'string',
        pattern: '^[\\x21-\\x7e]{8,200}$',
        description:
          'One key per intent (8 to 200 visible characters): a repeat with the same key and content gets ' +
          'the first answer without acting again; other content under the key is refused with 422.',
      },
    });
  }
  if (policy.reason) {
    const bodies = objectSchemas(schema.body);
    // Without a body the reason travels in headers; with an optional body, in either.
    if (bodies.length === 0 || acceptsNull(schema.body)) {
      const required = bodies.length === 0;
      headers.set(REASON_HEADER_NAME, {
        required,
        schema: {
          ...reasonCodeSchema(policy),
          ...(required ? {} : { description: 'Why the action is taken, when the call sends no body.' }),
        },
      });
      headers.set(REASON_COMMENT_HEADER_NAME, {
        required: false,
        schema: { ...reasonCommentSchema(), description: 'URI-encoded; required when the reason is OTHER.' },
      });
    }
  }
  return headers;
}

/** A body's reason fields: `reason_code` required among the codes the policy accepts. */
function addReasonFields(body: unknown, policy: RoutePolicy): void {
  for (const object of objectSchemas(body)) {
    const properties = object.properties as Json;
    properties.reason_code = reasonCodeSchema(policy);
    properties.reason_comment = reasonCommentSchema();
    const required = Array.isArray(object.required) ? (object.required as string[]) : [];
    if (!required.includes('reason_code')) object.required = [...required, 'reason_code'];
  }
}

/** The answers of a write that a repeat with its key gets again: marked as such when repeated. */
function addReplayedHeader(response: unknown): void {
  if (!isObject(response)) return;
  for (const [status, schema] of Object.entries(response)) {
    if (!/^2\d\d$/.test(status) || !isObject(schema)) continue;
    schema.headers = {
      ...(isObject(schema.headers) ? schema.headers : {}),
      [REPLAYED_HEADER_NAME]: {
        type: 'string',
        enum: ['true'],
        description:
          'Present when this is the stored answer of an earlier request with the same Idempotency-Key.',
      },
    };
  }
}

/**
 * Adds to a route's schema, already converted to JSON Schema, what its policy and input schemas
 * demand (see above). `source` is the route's own schema, whose zod inputs say what is required.
 */
export function applyRoutePolicy(
  method: string,
  url: string,
  policy: RoutePolicy | undefined,
  source: { querystring?: unknown; body?: unknown; consumes?: unknown },
  schema: Json,
): Json {
  schema[COMMON_ERRORS_KEY] = commonErrors(method, url, policy, schema.operationId);
  if (source.querystring && schema.querystring) applyRequirements(schema.querystring, source.querystring);
  if (source.body && schema.body) applyRequirements(schema.body, source.body);
  if (!policy) return schema;
  const upload = Array.isArray(source.consumes) && source.consumes.includes('multipart/form-data');
  if (policy.reason && schema.body) addReasonFields(schema.body, policy);
  const headers = headerParameters(method, policy, schema, upload);
  if (headers.size > 0) {
    const existing = isObject(schema.headers) ? schema.headers : { type: 'object', properties: {} };
    const properties = { ...(isObject(existing.properties) ? existing.properties : {}) };
    const required = new Set(Array.isArray(existing.required) ? (existing.required as string[]) : []);
    for (const [name, header] of headers) {
      properties[name] = header.schema;
      if (header.required) required.add(name);
    }
    schema.headers = { ...existing, properties, ...(required.size > 0 ? { required: [...required] } : {}) };
  }
  if (WRITES.has(method) && !policy.public && !upload && !policy.secretAnswer)
    addReplayedHeader(schema.response);
  return schema;
}
