import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DECLARED_ENDPOINTS } from '../endpoints.ts';
import { pix } from '../pix-endpoints.ts';
import {
  defineEndpoints,
  endpointPath,
  endpointsOf,
  operationId,
  paramNames,
  servedPath,
  successStatus,
} from './endpoint.ts';
import { PERMISSION_NAMES } from './permissions.ts';

describe('defineEndpoints', () => {
  it('names each operation after its key and adds the area and API', () => {
    expect(pix.listInfractions).toMatchObject({ area: 'pix', name: 'listInfractions', api: 'backoffice' });
    expect(operationId(pix.closeRefund)).toBe('pix.closeRefund');
    expect(servedPath(pix.readRefund)).toBe('/gateway/spe-view-n-pix/v1/refund/{uuid}');
  });

  it('refuses a path parameter without a schema', () => {
    expect(() =>
      defineEndpoints(
        { area: 'demo', api: 'main' },
        {
          readThing: {
            method: 'GET',
            path: '/v1/thing/{id}/part/{part}',
            summary: 'A thing',
            params: z.object({ id: z.string() }),
            responses: { 200: z.object({}) },
            policy: { permission: null, project: 'none' },
          },
        },
      ),
    ).toThrow('demo.readThing: no schema for {part}');
  });
});

describe('endpointPath', () => {
  it('fills each parameter in, URL-encoded, keeping literal segments', () => {
    expect(
      endpointPath(pix.authorizeDevice, {
        uuidAccountPayment: 'a b/c',
        uuidAccountPaymentDevice: 'd?e',
      }),
    ).toBe('/spe-n-backoffice/v1/device/ap/a%20b%2Fc/authorize/d%3Fe');
    expect(endpointPath(pix.regulatoryFile, { month: 3, year: 2026 })).toBe(
      '/spe-n-backoffice/v1/generation-of-regulatory-files/month/3/year/2026',
    );
    expect(endpointPath(pix.listDevices)).toBe('/spe-view-n-backoffice/v1/device/');
  });

  it('refuses a missing or empty parameter instead of calling a wrong URL', () => {
    expect(() => endpointPath(pix.readInfraction, {})).toThrow('Missing path parameter {uuid}');
    expect(() => endpointPath(pix.readInfraction, { uuid: '' })).toThrow('{uuid}');
  });

  it('lists parameter names in order', () => {
    expect(paramNames(pix.checkSmsCode.path)).toEqual(['whiteLabel', 'account', 'token']);
  });
});

describe('successStatus', () => {
  it('is the lowest 2xx status declared', () => {
    expect(successStatus(pix.createRefund)).toBe(201);
    expect(successStatus(pix.closeRefund)).toBe(200);
    expect(() => successStatus({ responses: { 409: z.object({}) } })).toThrow();
  });
});

describe('declared operations', () => {
  it('are unique by method and path and by name, with known permissions', () => {
    const keys = DECLARED_ENDPOINTS.map((e) => `${e.method} ${servedPath(e)}`);
    expect(new Set(keys).size).toBe(keys.length);
    const ids = DECLARED_ENDPOINTS.map(operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const known = new Set<string>(PERMISSION_NAMES);
    for (const e of DECLARED_ENDPOINTS) {
      const wanted = e.policy.permission === null ? [] : [e.policy.permission].flat();
      for (const permission of wanted) expect(known, operationId(e)).toContain(permission);
    }
  });

  it('declares every Pix operation of the endpoint table, none with a one-time code', () => {
    expect(Object.keys(pix)).toHaveLength(19);
    expect(endpointsOf(pix).filter((e) => e.policy.otp)).toEqual([]);
    expect(pix.listMovements.policy.personalData?.fields.documentOrigin).toBe('document');
    expect(pix.listSmsOutbox.policy).toMatchObject({ permission: 'read_sms_outbox_dev', explicit: true });
  });
});
