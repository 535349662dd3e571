/** Message used when the server answers an error without a body (spec core §8). */
export const DEFAULT_ERROR_MESSAGE = 'Não foi possível completar sua requisição neste momento.';
/** Message of a body refused before sending, the server's own for invalid input. */
export const INVALID_INPUT_MESSAGE = 'Os dados enviados são inválidos.';
/** Message used when no response arrived and the failure carries no message (spec core §8). */
export const NO_RESPONSE_MESSAGE = 'Server Internal Error';

export interface ApiErrorOptions {
  status: number;
  data: unknown;
  /** The raw response, kept only when the server sent `preserve-response: true`. */
  response?: Response;
  cause?: unknown;
}

/** A failed API call: HTTP status (0 when no response arrived) and the response body. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly response: Response | undefined;

  constructor(message: string, { status, data, response, cause }: ApiErrorOptions) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.response = response;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Message shown when a change was kept for a second person's approval instead of applied. */
export const APPROVAL_PENDING_MESSAGE =
  'Alteração enviada para aprovação. Ela será aplicada quando outra pessoa aprovar.';

/**
 * A gated call (four eyes) answered 202 with a pending change: nothing changed yet. It rejects
 * like an error so that the screen does not show the change as saved; `pending` is the change.
 */
export class ApprovalPendingError extends ApiError {
  readonly pending: { id: number; action: string };

  constructor(pending: { id: number; action: string }) {
    super(APPROVAL_PENDING_MESSAGE, { status: 202, data: pending });
    this.name = 'ApprovalPendingError';
    this.pending = pending;
  }
}

export function isApprovalPending(error: unknown): error is ApprovalPendingError {
  return error instanceof ApprovalPendingError;
}

/** True for the body of a 202 that is a pending change (not, say, a queued export). */
export function isPendingChangeBody(
  data: unknown,
): data is { id: number; action: string; status: 'PENDING' } {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { status?: unknown }).status === 'PENDING' &&
    typeof (data as { action?: unknown }).action === 'string' &&
    typeof (data as { id?: unknown }).id === 'number'
  );
}
