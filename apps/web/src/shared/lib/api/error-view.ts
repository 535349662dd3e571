import { isApiError, isApprovalPending } from './api-error';
import { errorMessage } from './error-message';
import { isOperatorCancelled } from './operator-cancelled';
import { serverFieldErrors } from './server-field-errors';

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
  /** Sending again may succeed (no response, rate limit, server error). */
  retryable: boolean;
}

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
 * server's field errors.
 */
export function errorView(error: unknown): ErrorView {
  // An operator's cancel, or a request the screen itself dropped (it left, or asked again).
  if (isOperatorCancelled(error) || (error instanceof DOMException && error.name === 'AbortError')) {
    return { kind: 'cancelled', status: null, message: '', fieldErrors: {}, retryable: false };
  }
  if (isApprovalPending(error)) {
    return { kind: 'pending', status: 202, message: error.message, fieldErrors: {}, retryable: false };
  }
  const status = statusOf(error);
  if (status !== null) {
    const kind = kindOf(status);
    return {
      kind,
      status,
      message: errorMessage(error),
      fieldErrors: serverFieldErrors(error),
      retryable: kind === 'network' || kind === 'rate-limited' || kind === 'server',
    };
  }
  return { kind: 'unknown', status: null, message: errorMessage(error), fieldErrors: {}, retryable: false };
}
