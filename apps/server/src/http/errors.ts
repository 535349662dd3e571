/**
 * The one error body of the API (spec core §3 "Error response: message, error, detail,
 * errors"). Every failure a user can cause is an `HttpError` with a 4xx status.
 */
export interface ErrorBody {
  message: string;
  error: string;
  detail: string | null;
  errors: Record<string, string[]> | string[] | null;
}

export class HttpError extends Error {
  readonly status: number;
  readonly error: string;
  readonly detail: string | null;
  readonly errors: ErrorBody['errors'];
  /** Seconds the caller is told to wait before trying again (`Retry-After`), for a busy 503. */
  readonly retryAfter: number | null;

  constructor(
    status: number,
    message: string,
    options: {
      error?: string;
      detail?: string | null;
      errors?: ErrorBody['errors'];
      retryAfter?: number;
    } = {},
  ) {
    super(message);
    this.status = status;
    this.error = options.error ?? defaultErrorName(status);
    this.detail = options.detail ?? null;
    this.errors = options.errors ?? null;
    this.retryAfter = options.retryAfter ?? null;
  }

  toBody(): ErrorBody {
    return { message: this.message, error: this.error, detail: this.detail, errors: this.errors };
  }
}

function defaultErrorName(status: number): string {
  switch (status) {
    case 400:
      return 'Bad Request';
    case 401:
      return 'Unauthorized';
    case 403:
      return 'Forbidden';
    case 404:
      return 'Not Found';
    case 409:
      return 'Conflict';
    case 413:
      return 'Payload Too Large';
    case 422:
      return 'Unprocessable Entity';
    case 429:
      return 'Too Many Requests';
    default:
      return status >= 500 ? 'Internal Server Error' : 'Error';
  }
}

export const notFound = (message = 'Registro não encontrado.') => new HttpError(404, message);
export const forbidden = (message = 'Você não tem permissão para esta ação.', detail?: string) =>
  new HttpError(403, message, { detail: detail ?? null });
export const unauthorized = (message = 'Sessão inválida ou expirada.') => new HttpError(401, message);
export const conflict = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(409, message, { errors: errors ?? null });
export const unprocessable = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(422, message, { errors: errors ?? null });
export const badRequest = (message: string) => new HttpError(400, message);
