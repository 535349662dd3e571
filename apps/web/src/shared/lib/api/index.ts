export {
  APPROVAL_PENDING_MESSAGE,
  ApiError,
  ApprovalPendingError,
  DEFAULT_ERROR_MESSAGE,
  isApiError,
  isApprovalPending,
  NO_RESPONSE_MESSAGE,
} from './api-error';
export { BACKOFFICE_LOGOUT_DELAY_MS, backofficeApi } from './backoffice-api';
export { api, type CallInput, createEndpointClient, type EndpointClient } from './endpoint-client';
export { type ErrorKind, type ErrorView, errorView } from './error-view';
export type { HttpClient, HttpMethod, QueryParams, QueryValue, RequestOptions } from './http-client';
export { IDEMPOTENCY_HEADER, newIdempotencyKey, withIdempotencyKey } from './idempotency-key';
export { mainApi } from './main-api';
export { isOperatorCancelled, OperatorCancelledError } from './operator-cancelled';
