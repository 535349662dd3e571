import {
  type Endpoint,
  type EndpointApi,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
  endpointPath,
  successStatus,
} from '@mentor/contract/common/endpoint';
import { backofficeApi } from './backoffice-api';
import type { HttpClient, QueryParams, RequestOptions } from './http-client';
import { mainApi } from './main-api';

/** A part of the call the operation has (required unless all its fields are optional), or none. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : undefined extends T
    ? { [P in K]?: T }
    : Record<string, never> extends T
      ? { [P in K]?: T }
      : { [P in K]: T };

/** What a call carries: the operation's params, query and body, and the transport's own options. */
export type CallInput<E extends Endpoint> = Part<'params', EndpointParams<E>> &
  Part<'query', EndpointQuery<E>> &
  Part<'body', EndpointBody<E>> &
  Omit<RequestOptions, 'query' | 'body' | 'schema' | 'otp' | 'responseType'>;

type CallArgs<E extends Endpoint> =
  Record<string, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export interface EndpointClient {
  /**
   * Calls a declared operation: the URL is built from its path and params, the answer parsed
   * with its success schema (a Blob for files), and a one-time code asked for first when its
   * policy says so.
   */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResult<E>>;
}

/** The typed client over the API clients (one per API of the declarations). */
export function createEndpointClient(clients: Readonly<Record<EndpointApi, HttpClient>>): EndpointClient {
  return {
    call(endpoint: Endpoint, input: Partial<Record<'params' | 'query' | 'body', unknown>> = {}) {
      const { params, query, body, ...options } = input as Partial<CallInput<Endpoint>> & {
        params?: object;
        query?: QueryParams;
        body?: unknown;
      };
      const status = successStatus(endpoint);
      // A 204 answer has no body to parse: the call resolves with null, as the declaration says.
      const schema = endpoint.file || status === 204 ? undefined : endpoint.responses[status];
      const sent = clients[endpoint.api].request(endpoint.method, endpointPath(endpoint, params), {
        ...options,
        ...(query !== undefined ? { query } : {}),
        ...(body !== undefined ? { body } : {}),
        ...(schema ? { schema } : {}),
        ...(endpoint.policy.otp ? { otp: true } : {}),
        ...(endpoint.file ? { responseType: 'blob' as const } : {}),
      });
      return status === 204 ? sent.then(() => null) : sent;
    },
  } as EndpointClient;
}

/** The console's client of declared operations: `api.call(pix.readRefund, { params: { uuid } })`. */
export const api = createEndpointClient({ main: mainApi, backoffice: backofficeApi });
