import { defineEndpoints, type Endpoint, paramNames, servedPath } from '@mentor/contract/common/endpoint';
import { DECLARED_ENDPOINTS } from '@mentor/contract/endpoints';
import { pix } from '@mentor/contract/pix-endpoints';
import { projects } from '@mentor/contract/projects-endpoints';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createEndpointClient } from './endpoint-client';
import { createHttpClient, type OtpConfirmer } from './http-client';

const infraction = {
  uuid: '0f8b1c2e-1111-4a2b-9c3d-000000000001',
  createDate: '2026-01-02T10:00:00.000Z',
  updateDate: '2026-01-02T10:00:00.000Z',
  status: 'OPEN',
  infractionType: 'FRAUD',
  reportedBy: 'DEBITED_PARTICIPANT',
  analysisResult: 'WAITING',
  analysisDetails: null,
  transactionResult: null,
  reportDetails: 'Golpe',
  endToEndId: 'E1',
  amount: 1000,
  debitedParticipant: '1',
  creditedParticipant: '2',
  uuidWhiteLabel: '0f8b1c2e-1111-4a2b-9c3d-000000000002',
  whiteLabelName: 'Parceiro',
  ispb: '12345678',
  closedBy: null,
  closedAt: null,
  cancelledBy: null,
  cancelledAt: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answer: () => Response) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer());
  const confirmOtp = vi.fn();
  const confirm: OtpConfirmer = (send) => {
    confirmOtp();
    return send('654321');
  };
  const settings = {
    headers: () => ({}),
    getAccessToken: () => 'token-1',
    onUnauthorized: () => undefined,
    otpHeader: () => 'x-otp',
    confirmOtp: confirm,
    fetch: fetchMock as unknown as typeof fetch,
  };
  const client = createEndpointClient({
    main: createHttpClient({ ...settings, baseUrl: () => '/api' }),
    backoffice: createHttpClient({ ...settings, baseUrl: () => '/gateway' }),
  });
  const request = (n = 0) => {
    const [url, init] = fetchMock.mock.calls[n] ?? [];
    return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
  };
  return { client, fetchMock, confirmOtp, request };
}

/** A main-API operation that asks for a one-time code. */
const demo = defineEndpoints(
  { area: 'demo', api: 'main' },
  {
    renameThing: {
      method: 'PUT',
      path: '/v1/thing/{id}',
      summary: 'Rename a thing',
      params: z.object({ id: z.coerce.number().int() }),
      body: z.object({ name: z.string() }),
      responses: { 200: z.object({ id: z.number(), name: z.string() }) },
      policy: { permission: null, project: 'record', otp: true },
    },
    removeThing: {
      method: 'DELETE',
      path: '/v1/thing/{id}',
      summary: 'Remove a thing',
      params: z.object({ id: z.coerce.number().int() }),
      responses: { 204: z.null() },
      policy: { permission: null, project: 'record' },
    },
  },
);

describe('endpoint client', () => {
  it('reaches every declared operation at the method and path the server documents for it', async () => {
    // The server's declared-endpoints test proves its OpenAPI document lists exactly these
    // method/path pairs; here the console's client is shown to call each one there.
    const { client, request, fetchMock } = setup(() => new Response(null, { status: 204 }));
    const called: string[] = [];
    for (const endpoint of DECLARED_ENDPOINTS as Endpoint[]) {
      const params = Object.fromEntries(paramNames(endpoint.path).map((name) => [name, `~${name}~`]));
      const body = endpoint.upload ? new FormData() : endpoint.body ? {} : undefined;
      const before = fetchMock.mock.calls.length;
      await client.call(endpoint, { params, ...(body ? { body } : {}) } as never).catch(() => undefined);
      const sent = request(before);
      const url = sent.url.replace(/~([A-Za-z_]\w*)~/g, '{$1}');
      called.push(`${sent.init.method} ${url}`);
    }
    expect(called.sort()).toEqual(DECLARED_ENDPOINTS.map((e) => `${e.method} ${servedPath(e)}`).sort());
  });

  it('builds the URL from the path and params, sends the query and parses the answer', async () => {
    const { client, request, confirmOtp } = setup(() => json(infraction));
    const result = await client.call(pix.readInfraction, { params: { uuid: 'a/b c' } });
    expect(request().url).toBe('/gateway/spe-n-pre-pix/v1/infraction-reports/a%2Fb%20c');
    expect(request().init.method).toBe('GET');
    expect(result.endToEndId).toBe('E1');
    expect(confirmOtp).not.toHaveBeenCalled();
    expect(request().headers.has('x-otp')).toBe(false);

    const list = setup(() => json({ data: [], meta: { itemCount: 0, page: 2, limit: 15, pageCount: 1 } }));
    const page = await list.client.call(pix.listInfractions, { query: { page: 2, status: 'OPEN' } });
    expect(list.request().url).toBe('/gateway/spe-n-pre-pix/v1/infraction-reports?page=2&status=OPEN');
    expect(page.meta.page).toBe(2);
  });

  it('asks for a one-time code first when the policy says so and sends it with the body', async () => {
    const { client, request, confirmOtp } = setup(() => json({ id: 7, name: 'novo' }));
    const result = await client.call(demo.renameThing, { params: { id: 7 }, body: { name: 'novo' } });
    expect(confirmOtp).toHaveBeenCalledTimes(1);
    expect(request().url).toBe('/api/v1/thing/7');
    expect(request().init.method).toBe('PUT');
    expect(request().headers.get('x-otp')).toBe('654321');
    expect(request().init.body).toBe(JSON.stringify({ name: 'novo' }));
    expect(result).toEqual({ id: 7, name: 'novo' });
  });

  it('resolves an empty 204 answer with null', async () => {
    const { client, request } = setup(() => new Response(null, { status: 204 }));
    const result = await client.call(demo.removeThing, { params: { id: 7 } });
    expect(request().url).toBe('/api/v1/thing/7');
    expect(request().init.method).toBe('DELETE');
    expect(result).toBeNull();
  });

  it('refuses an answer that does not match the declared success schema', async () => {
    const { client } = setup(() => json({ uuid: 'x' }));
    await expect(client.call(pix.readRefund, { params: { uuid: 'x' } })).rejects.toThrow();
  });

  it('reads a declared file as a Blob', async () => {
    const { client, request } = setup(
      () => new Response('<xml/>', { headers: { 'content-type': 'application/xml' } }),
    );
    const blob = await client.call(pix.regulatoryFile, { params: { month: 5, year: 2026 } });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('<xml/>');
    expect(request().url).toBe(
      '/gateway/spe-n-backoffice/v1/generation-of-regulatory-files/month/5/year/2026',
    );
  });

  it('sends the FormData of an upload as is, after asking for the code', async () => {
    const summary = {
      subject: 'CN=demo',
      issuer: 'CN=ca',
      serial_number: '01',
      fingerprint256: 'AA',
      valid_from: '2026-01-01T00:00:00.000Z',
      valid_to: '2027-01-01T00:00:00.000Z',
      days_to_expiry: 300,
      expired: false,
      expiring_soon: false,
      uploaded_by: 'ana',
      uploaded_at: '2026-01-02T00:00:00.000Z',
    };
    const { client, request, confirmOtp } = setup(() => json(summary));
    const form = new FormData();
    form.append('crt_file', new Blob(['crt']), 'a.crt');
    const result = await client.call(projects.uploadCertificate, { params: { id: 3 }, body: form });
    expect(confirmOtp).toHaveBeenCalledTimes(1);
    expect(request().url).toBe('/api/v1/project/3/certificate');
    expect(request().init.method).toBe('POST');
    expect(request().init.body).toBe(form);
    expect(request().headers.get('content-type')).not.toBe('application/json');
    expect(request().headers.get('x-otp')).toBe('654321');
    expect(result.fingerprint256).toBe('AA');
  });

  it('types the inputs from the declaration', () => {
    const { client } = setup(() => json(infraction));
    // Compile-time checks only: each line is a type error the compiler must report.
    const unused = () => {
      // @ts-expect-error the path parameter is required
      void client.call(pix.readInfraction, {});
      // @ts-expect-error a misspelt parameter
      void client.call(pix.readInfraction, { params: { id: 'x' } });
      // @ts-expect-error the close needs its body
      void client.call(pix.closeInfraction, { params: { uuid: 'x' } });
    };
    expect(typeof unused).toBe('function');
  });
});
