/**
 * One declaration per API operation: method, path, inputs, responses and policy, read by the
 * server (route registration, OpenAPI document, spec coverage) and by the console (typed client).
 *
 * ```ts
 * export const pix = defineEndpoints({ area: 'pix', api: 'backoffice' }, {
 *   readInfraction: {
 *     method: 'GET',
 *     path: '/spe-n-pre-pix/v1/infraction-reports/{uuid}',
 *     summary: 'Infraction report',
 *     params: z.object({ uuid: z.string().uuid() }),
 *     responses: { 200: infractionSchema, 409: errorBodySchema },
 *     policy: { permission: 'report_and_handle_violations', project: 'record' },
 *   },
 * });
 * ```
 */
import { z } from 'zod';
import type { PersonalDataKind, ReasonCode } from '../privacy.ts';
import type { Permission } from './permissions.ts';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `main` is served under `/api`, `backoffice` (the gateway) under `/gateway`. */
export type EndpointApi = 'main' | 'backoffice';

export const API_PREFIX: Readonly<Record<EndpointApi, string>> = { main: '/api', backoffice: '/gateway' };

/** The error body every failure answers with. */
export const errorBodySchema = z.object({
  message: z.string(),
  error: z.string(),
  detail: z.string().nullable(),
  errors: z.union([z.record(z.string(), z.array(z.string())), z.array(z.string())]).nullable(),
});

/**
 * How the caller's projects bound the operation. A single-project caller only ever reaches their
 * own project; another project's record (or a list asked for another project) answers 404.
 * - `{ query: 'project_id' }`: a list within the caller's projects, narrowed by that parameter;
 * - `'caller'`: a list or file within the caller's projects, with no parameter to narrow it;
 * - `'record'`: the addressed record's project is checked against the caller's;
 * - `'none'`: no project is involved.
 */
export type ProjectScopePolicy = { readonly query: string } | 'caller' | 'record' | 'none';

/** Four-eyes approval: the change waits for another person holding `approve_changes`. */
export interface EndpointApproval {
  /** Key of the action in APPROVAL_ACTIONS. */
  readonly action: string;
  /** History context of the changed record. */
  readonly tableContext: string;
  /** Path parameter holding the record id (default 'id'). */
  readonly recordParam?: string;
  /** Body field holding the record id, when no path parameter does. */
  readonly recordField?: string;
  /** Path parameter holding the project id. */
  readonly projectParam?: string;
  /** Body field holding the amount in cents compared with the rule's threshold. */
  readonly amountField?: string;
  /**
   * Path parameter whose value splits a rule's window (`window: 'day'`): amounts add up per
   * requester, day and this value (the payment type of a settlement). One window when absent.
   */
  readonly windowParam?: string;
}

/** What an operation demands of its caller and does to its answer. */
export interface EndpointPolicy {
  /** Permission needed besides a mentor_ role (any one of a list); `null` for any staff member. */
  readonly permission: Permission | readonly Permission[] | null;
  /** Only an exact grant passes (developer tools): no bypass, no prefix. */
  readonly explicit?: boolean;
  /** Answered without a token (the configuration document the console starts from). */
  readonly public?: boolean;
  readonly project: ProjectScopePolicy;
  /**
   * A one-time code is asked for and sent in `x-otp`; checked once the input is valid.
   * `'in-handler'`: checked by the handler after what the schema cannot see (uploaded files).
   */
  readonly otp?: boolean | 'in-handler';
  readonly approval?: EndpointApproval;
  /** A reason code (and a comment for OTHER) is required and kept in the audit row. */
  readonly reason?: { readonly codes?: readonly ReasonCode[] };
  /** Response fields (at any depth) holding personal data, masked unless the caller may reveal it. */
  readonly personalData?: { readonly fields: Readonly<Record<string, PersonalDataKind>> };
  /**
   * `'required'`: the call is refused without an `Idempotency-Key` (money actions); every other
   * write honours one when sent.
   */
  readonly idempotency?: 'required';
  /**
   * The success answer carries a secret shown once (a new authenticator, a new client secret):
   * it is never kept to answer a repeated request (idempotency), which is told the action was
   * done instead.
   */
  readonly secretAnswer?: boolean;
}

/** What an area writes for one operation. */
export interface EndpointInit {
  readonly method: EndpointMethod;
  /** As in the specification's endpoint table, without the API prefix: `{name}` is a parameter. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Answers by status: the success one (200, 201 …) and any failure of its own (e.g. 409). */
  readonly responses: Readonly<Record<number, z.ZodType>>;
  /**
   * The success body is a file (read as a Blob by the console). Without `contentType` the server
   * sets the type of the format asked for (CSV or XLSX exports), or of the file itself: the API
   * document lists the types it may answer in `mediaTypes` (CSV and XLSX when neither is given).
   */
  readonly file?: { readonly contentType?: string; readonly mediaTypes?: readonly string[] };
  /**
   * The body is `multipart/form-data` carrying these file fields, read by the handler (no body
   * schema); the console sends a FormData.
   */
  readonly upload?: { readonly files: readonly string[] };
  readonly policy: EndpointPolicy;
}

/** A declared operation: its area, name and API added to what the area wrote. */
export interface Endpoint extends EndpointInit {
  readonly area: string;
  readonly name: string;
  readonly api: EndpointApi;
}

type Declared<I, A extends string, N extends string, P extends EndpointApi> = I & {
  readonly area: A;
  readonly name: N;
  readonly api: P;
};

/** Declares an area's operations under their names (`pix.listInfractions`). */
export function defineEndpoints<
  const A extends string,
  const P extends EndpointApi,
  const D extends Record<string, EndpointInit>,
>(group: { area: A; api: P }, defs: D): { readonly [K in keyof D & string]: Declared<D[K], A, K, P> } {
  const out: Record<string, Endpoint> = {};
  for (const [name, init] of Object.entries(defs)) {
    const missing = paramNames(init.path).filter((p) => !init.params || !(p in shapeOf(init.params)));
    if (missing.length > 0) throw new Error(`${group.area}.${name}: no schema for {${missing.join('}, {')}}`);
    out[name] = Object.freeze({ ...init, area: group.area, api: group.api, name });
  }
  return Object.freeze(out) as never;
}

function shapeOf(schema: z.ZodType): Record<string, unknown> {
  return schema instanceof z.ZodObject ? schema.shape : {};
}

/** Names of the `{parameters}` of a path, in order. */
export function paramNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z_][\w]*)\}/g)].map((m) => m[1] as string);
}

/** Statuses that carry the operation's result. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/** The success status an operation answers with (the lowest 2xx declared). */
export function successStatus(endpoint: Pick<EndpointInit, 'responses'>): number {
  const ok = Object.keys(endpoint.responses)
    .map(Number)
    .filter((s) => s >= 200 && s < 300)
    .sort((a, b) => a - b);
  if (ok[0] === undefined) throw new Error('An endpoint declares no success response');
  return ok[0];
}

type SchemaOut<S> = S extends z.ZodType ? z.output<S> : undefined;
type SchemaIn<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The parsed success body of an operation (a Blob for files). */
export type EndpointResult<E extends EndpointInit> = E extends { file: object }
  ? Blob
  : SchemaOut<E['responses'][Extract<keyof E['responses'], SuccessStatus>]>;

/** What the server's handler returns for an operation. */
export type EndpointReply<E extends EndpointInit> = E extends { file: object }
  ? string | Uint8Array
  : SchemaIn<E['responses'][Extract<keyof E['responses'], SuccessStatus>]>;

export type EndpointParams<E extends EndpointInit> = SchemaIn<E['params']>;
export type EndpointQuery<E extends EndpointInit> = SchemaIn<E['query']>;
export type EndpointBody<E extends EndpointInit> = E extends { upload: object }
  ? FormData
  : SchemaIn<E['body']>;

/** The path with its parameters filled in (each URL-encoded), without the API prefix. */
export function endpointPath(endpoint: Pick<EndpointInit, 'path'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.path.replace(/\{([A-Za-z_][\w]*)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter {${name}} of ${endpoint.path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The full path as served, e.g. `/gateway/spe-n-pre-pix/v1/infraction-reports/{uuid}`. */
export const servedPath = (endpoint: Pick<Endpoint, 'api' | 'path'>) =>
  API_PREFIX[endpoint.api] + endpoint.path;

/** Every operation of a group, in declaration order. */
export const endpointsOf = (group: Readonly<Record<string, Endpoint>>): Endpoint[] => Object.values(group);

export const CSV_MEDIA_TYPE = 'text/csv';
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The media types (without parameters) a file operation may answer with. */
export function fileMediaTypes(file: NonNullable<EndpointInit['file']>): string[] {
  const types =
    file.mediaTypes ?? (file.contentType ? [file.contentType] : [CSV_MEDIA_TYPE, XLSX_MEDIA_TYPE]);
  return [...new Set(types.map((t) => t.split(';')[0]?.trim().toLowerCase() ?? t))];
}

/** `area.name`, the operation id in the OpenAPI document. */
export const operationId = (endpoint: Pick<Endpoint, 'area' | 'name'>) => `${endpoint.area}.${endpoint.name}`;
