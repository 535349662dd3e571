import { REGULATORY_FILE_TYPE, regulatoryPeriodSchema } from '@mentor/contract/pix';
import { z } from 'zod';
import type { App, AppDeps } from '../../http/app-types.ts';
import { errorResponses } from '../../http/schemas.ts';
import { generateRegulatoryFile } from './regulatory-service.ts';

/** Monthly regulatory file of infractions and refunds (2nd doc §7), an XML download. */
export async function regulatoryRoutes(app: App, { db }: AppDeps, reportingIspb: string): Promise<void> {
  app.get(
    '/gateway/spe-n-backoffice/v1/generation-of-regulatory-files/month/:month/year/:year',
    {
      config: { policy: { permission: 'generate_bacen_report' } },
      schema: {
        tags: ['pix'],
        summary: 'Regulatory XML of a month (regulatory-file.xsd)',
        params: regulatoryPeriodSchema,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fileName, xml } = await generateRegulatoryFile(db, request, request.params, reportingIspb);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-regulatory-file-type', REGULATORY_FILE_TYPE)
        .header('access-control-expose-headers', 'content-disposition, x-regulatory-file-type')
        .send(xml);
    },
  );
}
