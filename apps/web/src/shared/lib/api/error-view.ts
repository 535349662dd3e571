import { isApiError, isApprovalPending } from './api-error';
import { isOperatorCancelled } from './operator-cancelled';

/** What kind of failure an error is, by its HTTP status: it names the operator's next step. */
export type ErrorKind =
  /** The operator cancelled (the code dialog, a confirmation): nothing to show. */
  | 'cancelled'
  /** A four-eyes change waits for approval (202): not a failure. */
  | 'pending'
  /** No response arrived (status 0). */
  | 'network'
  /** 400 or 422: the input was refused; field errors go under their fields. */
  | 'invalid'
  /** 401. */
  | 'unauthenticated'
  /** 403: no permission, or a wrong or expired one-time code. */
  | 'forbidden'
  /** 404. */
  | 'not-found'
  /** 409: the record changed, or the same request is already in place. */
  | 'conflict'
  /** 429. */
  | 'rate-limited'
  /** 5xx. */
  | 'server'
  /** Any other failure (a script error, an unexpected status). */
  | 'unknown';

/** What the operator sees of a failed call. */
export interface ErrorView {
  kind: ErrorKind;
  /** HTTP status; null for a failure that is not an API answer. */
  status: number | null;
  /** The text shown, by the spec's error display rule (core §8). Empty when nothing is shown. */
  message: string;
  /** The server's messages per field (422 `errors: { field: [messages] }`), one text per field. */
  fieldErrors: Record<string, string>;
  /** The same messages one by one, per field. */
  fieldMessages: Record<string, string[]>;
  /** The server's name for the failure (the body's `error`, e.g. 'Stale Approval'); null without one. */
  code: string | null;
  /** The body's `detail` (a 409 of a repeated change names the pending one there); null without one. */
  detail: string | null;
  /** Sending again may succeed (no response, rate limit, server error). */
  retryable: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

function nonEmpty(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return text(value);
}

function responseData(error: unknown): unknown {
  if (isApiError(error)) return error.data;
  if (isRecord(error)) {
    if ('data' in error) return error.data;
    if (isRecord(error.response) && 'data' in error.response) return error.response.data;
  }
  return undefined;
}

function errorLines(errors: unknown): string[] {
  if (Array.isArray(errors)) return errors.map(text);
  if (isRecord(errors)) return Object.entries(errors).map(([key, value]) => `${key}: ${text(value)}`);
  return [text(errors)];
}

/**
 * Text to show an operator for a failed call (spec core §8): with `errors` in the body, the
 * message followed by each error on its own line; otherwise the body's message, error or
 * detail, then the error's own message, then its string form.
 */
function messageOf(error: unknown): string {
  const data = responseData(error);
  if (isRecord(data)) {
    if (data.errors !== undefined && data.errors !== null) {
      const message = nonEmpty(data.message);
      return [...(message ? [message] : []), ...errorLines(data.errors)].join('\n');
    }
    const fromBody = nonEmpty(data.message) ?? nonEmpty(data.error) ?? nonEmpty(data.detail);
    if (fromBody) return fromBody;
  }
  if (error instanceof Error && error.message) return error.message;
  if (isRecord(error) && typeof error.message === 'string' && error.message) return error.message;
  return String(error);
}

/**
 * The server's field errors (`errors: { field: [messages] }`, as a 422 carries them), each
 * field's messages; empty when the error has no per-field messages.
 */
function fieldMessagesOf(error: unknown): Record<string, string[]> {
  if (!isApiError(error)) return {};
  const data = error.data;
  if (!isRecord(data) || !isRecord(data.errors)) return {};
  const result: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(data.errors)) {
    if (Array.isArray(value)) result[key] = value.filter((v) => typeof v === 'string');
    else if (typeof value === 'string') result[key] = [value];
  }
  return result;
}

/** A body field as text (a string, or a number such as a pending change's id); null otherwise. */
function bodyText(error: unknown, field: 'error' | 'detail'): string | null {
  const data = responseData(error);
  if (!isRecord(data)) return null;
  const value = data[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** Nothing to report: a cancel, or a change kept for approval. */
const QUIET = { fieldErrors: {}, fieldMessages: {}, code: null, detail: null, retryable: false };

function kindOf(status: number): ErrorKind {
  if (status === 0) return 'network';
  if (status === 400 || status === 422) return 'invalid';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'unknown';
}

/** The HTTP status of an API error, or of any error carrying a numeric `status`. */
function statusOf(error: unknown): number | null {
  if (isApiError(error)) return error.status;
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return null;
}

/**
 * The one reading of a failure that every screen uses (queries, mutations, forms and the
 * one-time-code dialog): its kind by status, the message by the spec's display rule and the
 * server's field errors. `fallback` is the screen's own text for a failure that is not an answer
 * of the server (a script error, a file the browser could not read) or that carries no message.
 */
export function errorView(error: unknown, fallback?: string): ErrorView {
  // An operator's cancel, or a request the screen itself dropped (it left, or asked again).
  if (isOperatorCancelled(error) || (error instanceof DOMException && error.name === 'AbortError')) {
    return { kind: 'cancelled', status: null, message: '', ...QUIET };
  }
  if (isApprovalPending(error)) {
    return { kind: 'pending', status: 202, message: error.message, ...QUIET };
  }
  const status = statusOf(error);
  if (status !== null) {
    const kind = kindOf(status);
    const fieldMessages = fieldMessagesOf(error);
    return {
      kind,
      status,
      message: messageOf(error) || (fallback ?? ''),
      fieldErrors: Object.fromEntries(
        Object.entries(fieldMessages).map(([field, messages]) => [field, messages.join(' ')]),
      ),
      fieldMessages,
      code: bodyText(error, 'error'),
      detail: bodyText(error, 'detail'),
      retryable: kind === 'network' || kind === 'rate-limited' || kind === 'server',
    };
  }
  return { kind: 'unknown', status: null, message: fallback ?? messageOf(error), ...QUIET };
}
