import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('Pix gateway in the OpenAPI document', () => {
  it('documents every Pix route with its parameters', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths: Record<string, Record<string, { parameters?: { name: string }[] }>> = res.json().paths;
    const expected = [
      ['get', '/gateway/spe-n-pre-pix/v1/infraction-reports'],
      ['get', '/gateway/spe-n-pre-pix/v1/infraction-reports/{uuid}'],
      ['post', '/gateway/spe-n-pre-pix/v2/infraction-reports/{uuid}/close'],
      ['post', '/gateway/spe-n-pre-pix/v2/infraction-reports/{uuid}/cancel'],
      ['get', '/gateway/spe-view-n-pix/v1/refund'],
      ['get', '/gateway/spe-view-n-pix/v1/refund/{uuid}'],
      ['post', '/gateway/spe-n-pre-pix/v1/refund/create'],
      ['post', '/gateway/spe-n-pre-pix/v1/refund/{uuid}/close'],
      ['post', '/gateway/spe-n-pre-pix/v1/refund/{uuid}/cancel'],
      ['get', '/gateway/spe-view-n-backoffice/v1/financial-movements'],
      ['get', '/gateway/spe-view-n-backoffice/v1/device/'],
      [
        'put',
        '/gateway/spe-n-backoffice/v1/device/ap/{uuidAccountPayment}/authorize/{uuidAccountPaymentDevice}',
      ],
      [
        'put',
        '/gateway/spe-n-backoffice/v1/device/ap/{uuidAccountPayment}/revoke/{uuidAccountPaymentDevice}',
      ],
      ['post', '/gateway/spe-n-token/v1/token-code/{whiteLabel}/{account}'],
      ['get', '/gateway/spe-n-token/v1/token-code/{whiteLabel}/{account}/{token}'],
      ['get', '/gateway/spe-n-token/v1/sms-outbox'],
      ['get', '/gateway/spe-n-backoffice/v1/generation-of-regulatory-files/month/{month}/year/{year}'],
      ['get', '/gateway/spe-view-n-backoffice/v1/white-label'],
      ['get', '/gateway/spe-view-n-backoffice/v1/block-reason/white-label/{id}/type-block/BLACKLIST_BLOCK'],
    ] as const;
    for (const [method, path] of expected) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    const listParams = paths['/gateway/spe-n-pre-pix/v1/infraction-reports']?.get?.parameters?.map(
      (p) => p.name,
    );
    expect(listParams).toEqual(
      expect.arrayContaining(['limit', 'page', 'status', 'infractionType', 'startDate', 'ispbByWhiteLabel']),
    );
  });
});
