import { deviceListQuerySchema, deviceSchema, gatewayPagedSchema } from '@mentor/contract/pix';
import { z } from 'zod';
import type { App, AppDeps } from '../../http/app-types.ts';
import { gatewayMeta } from '../../http/paging.ts';
import { listProjectFilter } from '../../http/project-scope.ts';
import { errorBodySchema, errorResponses } from '../../http/schemas.ts';
import { listDevices, toDevice } from './device-repository.ts';
import { decideDevice } from './device-service.ts';

const policy = { policy: { permission: 'manage_devices' } } as const;
const decisionParams = z.object({
  uuidAccountPayment: z.string().uuid(),
  uuidAccountPaymentDevice: z.string().uuid(),
});
const responses = { 200: deviceSchema, ...errorResponses, 409: errorBodySchema };

/** Pix devices (2nd doc §3, §4, §7): list, authorise (after an SMS code) and revoke. */
export async function deviceRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/gateway/spe-view-n-backoffice/v1/device/',
    {
      config: policy,
      schema: {
        tags: ['pix'],
        summary: 'Devices, newest first',
        querystring: deviceListQuerySchema,
        response: { 200: gatewayPagedSchema(deviceSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listDevices(db, q, listProjectFilter(request, q.project_id) ?? null);
      return { data: rows.map(toDevice), meta: gatewayMeta(total, q.page, q.limit) };
    },
  );

  for (const decision of ['authorize', 'revoke'] as const) {
    app.put(
      `/gateway/spe-n-backoffice/v1/device/ap/:uuidAccountPayment/${decision}/:uuidAccountPaymentDevice`,
      {
        config: policy,
        schema: {
          tags: ['pix'],
          summary: decision === 'authorize' ? 'Authorise a pending device' : 'Revoke a pending device',
          params: decisionParams,
          response: responses,
        },
      },
      async (request) =>
        decideDevice(
          db,
          request,
          request.params.uuidAccountPayment,
          request.params.uuidAccountPaymentDevice,
          decision,
        ),
    );
  }
}
