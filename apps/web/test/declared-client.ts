import type { HttpClient, HttpMethod, RequestOptions } from '../src/shared/lib/api';
import { createEndpointClient, type EndpointClient } from '../src/shared/lib/api/endpoint-client';

/**
 * The console's typed client over API clients whose verbs a test replaces (`get`, `post`, …):
 * each declared call reaches the verb of its method with its path, body and options, so a test
 * that mocks `mainApi.get` sees the calls made through `api.call` with their paths.
 *
 * ```ts
 * vi.mock('../../../shared/lib/api', async (importOriginal) => {
 *   const actual = await importOriginal<typeof import('../../../shared/lib/api')>();
 *   const { endpointClientOverVerbs } = await import('../../../../test/declared-client');
 *   const mainApi = { ...actual.mainApi, get: vi.fn() };
 *   return { ...actual, mainApi, api: endpointClientOverVerbs(mainApi) };
 * });
 * ```
 */
export function endpointClientOverVerbs(main: HttpClient, backoffice: HttpClient = main): EndpointClient {
  return createEndpointClient({ main: byVerb(main), backoffice: byVerb(backoffice) });
}

function byVerb(client: HttpClient): HttpClient {
  const request = (method: HttpMethod, path: string, options: RequestOptions = {}) => {
    const { body, ...rest } = options;
    switch (method) {
      case 'GET':
        return client.get(path, rest);
      case 'POST':
        return client.post(path, body, rest);
      case 'PUT':
        return client.put(path, body, rest);
      case 'PATCH':
        return client.patch(path, body, rest);
      case 'DELETE':
        return client.delete(path, options);
      default:
        return client.request(method, path, options);
    }
  };
  return { ...client, request } as HttpClient;
}
