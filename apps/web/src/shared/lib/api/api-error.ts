/** Message used when the server answers an error without a body (spec core §8). */
export const DEFAULT_ERROR_MESSAGE = 'Não foi possível completar sua requisição neste momento.';
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
