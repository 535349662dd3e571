import type { ZodType } from 'zod';
import {
  ApiError,
  ApprovalPendingError,
  DEFAULT_ERROR_MESSAGE,
  INVALID_INPUT_MESSAGE,
  isPendingChangeBody,
  NO_RESPONSE_MESSAGE,
} from './api-error';
import { CHANGE_METHODS, IDEMPOTENCY_HEADER, takeIdempotencyKey } from './idempotency-key';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
type QueryScalar = string | number | boolean | Date | null | undefined;
export type QueryValue = QueryScalar | readonly QueryScalar[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

export interface RequestOptions {
  query?: QueryParams;
  /** JSON-serialised unless it is a FormData, Blob or URLSearchParams. */
  body?: unknown;
  /** Ask for a one-time code first and send it in the configured header (or the one named). */
  otp?: boolean | { header: string };
  /**
   * The contract's schema of the body, checked before a code is asked for or anything is sent:
   * a body the server would refuse rejects at once with a 422 {@link ApiError} carrying the
   * field errors as the server words them, and no code is spent.
   */
  input?: ZodType<unknown>;
  /** Response parser; the call resolves with the schema's output (else with `unknown`). */
  schema?: ZodType<unknown>;
  /**
   * The `Idempotency-Key` of a change (POST, PUT, PATCH, DELETE); by default the current
   * intent's (see `withIdempotencyKey`) or a new one, kept across the code's retries.
   */
  idempotencyKey?: string;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** How to read a successful body; defaults to JSON when the response says so, else text. */
  responseType?: 'json' | 'text' | 'blob';
}

export type OtpConfirmer = <R>(send: (code: string) => Promise<R>) => Promise<R>;

export interface HttpClientSettings {
  baseUrl: () => string;
  headers: () => Record<string, string>;
  getAccessToken: () => string | undefined;
  /** Called on every 401 answer. */
  onUnauthorized: () => void;
  otpHeader: () => string;
  confirmOtp: OtpConfirmer;
  cache?: RequestCache;
  fetch?: typeof fetch;
}

/** Request options whose schema types the resolved value. */
export type ParsedRequestOptions<T> = Omit<RequestOptions, 'schema'> & { schema: ZodType<T> };
type BodylessOptions = Omit<RequestOptions, 'body'>;
type ParsedBodylessOptions<T> = Omit<ParsedRequestOptions<T>, 'body'>;

/**
 * Calls resolve with the parsed value when a zod schema is given, else with `unknown`: the
 * response is never trusted without a parse.
 */
export interface HttpClient {
  request<T>(method: HttpMethod, path: string, options: ParsedRequestOptions<T>): Promise<T>;
  request(method: HttpMethod, path: string, options?: RequestOptions): Promise<unknown>;
  get<T>(path: string, options: ParsedBodylessOptions<T>): Promise<T>;
  get(path: string, options?: BodylessOptions): Promise<unknown>;
  post<T>(path: string, body: unknown, options: ParsedBodylessOptions<T>): Promise<T>;
  post(path: string, body?: unknown, options?: BodylessOptions): Promise<unknown>;
  put<T>(path: string, body: unknown, options: ParsedBodylessOptions<T>): Promise<T>;
  put(path: string, body?: unknown, options?: BodylessOptions): Promise<unknown>;
  patch<T>(path: string, body: unknown, options: ParsedBodylessOptions<T>): Promise<T>;
  patch(path: string, body?: unknown, options?: BodylessOptions): Promise<unknown>;
  delete<T>(path: string, options: ParsedRequestOptions<T>): Promise<T>;
  delete(path: string, options?: RequestOptions): Promise<unknown>;
}

function isList(value: QueryValue): value is readonly QueryScalar[] {
  return Array.isArray(value);
}

function queryScalar(value: QueryScalar): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Builds `base/path?query`, skipping empty values and repeating keys for lists. */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const base = baseUrl.replace(/\/+$/, '');
  const cleanPath = path.replace(/^\/+/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const entry of isList(value) ? value : [value]) {
      const serialised = queryScalar(entry);
      if (serialised !== undefined) params.append(key, serialised);
    }
  }
  const search = params.toString();
  return `${base}/${cleanPath}${search ? `?${search}` : ''}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  );
}

async function readBody(response: Response, responseType?: RequestOptions['responseType']): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  if (responseType === 'blob') return response.blob();
  const raw = await response.text();
  if (responseType === 'text') return raw;
  if (raw === '') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (responseType === 'json' || contentType.includes('json')) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}

function messageOf(data: unknown): string {
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') {
    return data.message || DEFAULT_ERROR_MESSAGE;
  }
  return DEFAULT_ERROR_MESSAGE;
}

/** A body the contract refuses, as the server would answer it (422, one list of messages per field). */
function inputError(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ApiError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'body';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return new ApiError(INVALID_INPUT_MESSAGE, {
    status: 422,
    data: { message: INVALID_INPUT_MESSAGE, error: 'Unprocessable Entity', detail: null, errors },
  });
}

/**
 * A fetch-based JSON client with the error rules of spec core §8: 401 signals the session,
 * other HTTP errors reject with an {@link ApiError} carrying status and body, and a call that
 * got no response rejects with status 0 and the failure's message.
 */
export function createHttpClient(settings: HttpClientSettings): HttpClient {
  async function send(method: HttpMethod, path: string, options: RequestOptions, otpCode?: string) {
    const headers: Record<string, string> = { Accept: 'application/json', ...settings.headers() };
    const token = settings.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (otpCode !== undefined) {
      const header = typeof options.otp === 'object' ? options.otp.header : settings.otpHeader();
      headers[header] = otpCode;
    }
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (isRawBody(options.body)) body = options.body;
      else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
    }
    Object.assign(headers, options.headers);

    const doFetch = settings.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await doFetch(buildUrl(settings.baseUrl(), path, options.query), {
        method,
        headers,
        body,
        cache: settings.cache,
        signal: options.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      const message = cause instanceof Error && cause.message ? cause.message : NO_RESPONSE_MESSAGE;
      throw new ApiError(message, { status: 0, data: undefined, cause });
    }

    if (!response.ok) {
      if (response.status === 401) settings.onUnauthorized();
      const data = (await readBody(response, 'json').catch(() => undefined)) ?? {
        message: DEFAULT_ERROR_MESSAGE,
      };
      const preserve = response.headers.get('preserve-response') === 'true';
      throw new ApiError(messageOf(data), {
        status: response.status,
        data,
        ...(preserve ? { response } : {}),
      });
    }

    const data = await readBody(response, options.responseType);
    if (response.status === 202 && isPendingChangeBody(data)) throw new ApprovalPendingError(data);
    return options.schema ? options.schema.parse(data) : data;
  }

  function request<T>(method: HttpMethod, path: string, options: ParsedRequestOptions<T>): Promise<T>;
  function request(method: HttpMethod, path: string, options?: RequestOptions): Promise<unknown>;
  function request(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<unknown> {
    if (options.input) {
      const checked = options.input.safeParse(options.body);
      if (!checked.success) return Promise.reject(inputError(checked.error.issues));
    }
    // One key per call of a change: a new code after a refused one retries the same request.
    const sent = CHANGE_METHODS.has(method)
      ? {
          ...options,
          headers: {
            [IDEMPOTENCY_HEADER]: options.idempotencyKey ?? takeIdempotencyKey(),
            ...options.headers,
          },
        }
      : options;
    if (sent.otp) return settings.confirmOtp((code) => send(method, path, sent, code));
    return send(method, path, sent);
  }
  function get<T>(path: string, options: ParsedBodylessOptions<T>): Promise<T>;
  function get(path: string, options?: BodylessOptions): Promise<unknown>;
  function get(path: string, options?: BodylessOptions): Promise<unknown> {
    return request('GET', path, options);
  }
  function post<T>(path: string, body: unknown, options: ParsedBodylessOptions<T>): Promise<T>;
  function post(path: string, body?: unknown, options?: BodylessOptions): Promise<unknown>;
  function post(path: string, body?: unknown, options?: BodylessOptions): Promise<unknown> {
    return request('POST', path, { ...options, body });
  }
  function put<T>(path: string, body: unknown, options: ParsedBodylessOptions<T>): Promise<T>;
  function put(path: string, body?: unknown, options?: BodylessOptions): Promise<unknown>;
  function put(path: string, body?: unknown, options?: BodylessOptions): Promise<unknown> {
    return request('PUT', path, { ...options, body });
  }
  function patch<T>(path: string, body: unknown, options: ParsedBodylessOptions<T>): Promise<T>;
  function patch(path: string, body?: unknown, options?: BodylessOptions): Promise<unknown>;
  function patch(path: string, body?: unknown, options?: BodylessOptions): Promise<unknown> {
    return request('PATCH', path, { ...options, body });
  }
  function remove<T>(path: string, options: ParsedRequestOptions<T>): Promise<T>;
  function remove(path: string, options?: RequestOptions): Promise<unknown>;
  function remove(path: string, options?: RequestOptions): Promise<unknown> {
    return request('DELETE', path, options);
  }
  return { request, get, post, put, patch, delete: remove };
}
