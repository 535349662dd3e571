import { REGULATORY_FILE_TYPE } from '@mentor/contract/pix';
import { pix } from '@mentor/contract/pix-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { generateRegulatoryFile } from './regulatory-service.ts';

/** Monthly regulatory file of infractions and refunds (2nd doc §7), an XML download. */
export async function regulatoryRoutes(app: App, { db }: AppDeps, reportingIspb: string): Promise<void> {
  serve(app, pix.regulatoryFile, async ({ params }, request, reply) => {
    const { fileName, xml } = await generateRegulatoryFile(db, actorOf(request), params, reportingIspb);
    return reply
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('x-regulatory-file-type', REGULATORY_FILE_TYPE)
      .header('access-control-expose-headers', 'content-disposition, x-regulatory-file-type')
      .send(xml);
  });
}
