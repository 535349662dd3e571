import { projects } from '@mentor/contract/projects-endpoints';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { verifyRequestCode } from '../../plugins/access-control.ts';
import { certificatePem, checkCertificatePair, storeCertificate } from './certificate-service.ts';
import { requireProject } from './projects-service.ts';

async function readPair(request: FastifyRequest): Promise<{ crt?: Buffer; key?: Buffer }> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Envie os arquivos como multipart/form-data (crt_file e key_file).');
  }
  const files: { crt?: Buffer; key?: Buffer } = {};
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const data = await part.toBuffer();
    if (part.fieldname === 'crt_file') files.crt = data;
    else if (part.fieldname === 'key_file') files.key = data;
  }
  return files;
}

/**
 * The project's client certificate (spec core §7.8; 2nd doc certificate export). The private
 * key is stored encrypted (AES-256-GCM) and never returned; the export gives the certificate.
 */
export async function certificateRoutes(app: App, { db, env }: AppDeps): Promise<void> {
  serve(app, projects.uploadCertificate, async ({ params }, request) => {
    const actor = actorOf(request);
    await requireProject(db, actor, params.id);
    const files = await readPair(request);
    const pair = checkCertificatePair(files.crt, files.key);
    // The code is checked here, once the files are known to be a valid pair.
    await verifyRequestCode(db, request);
    return storeCertificate(db, actor, params.id, pair, env.SECRETS_KEY);
  });

  serve(app, projects.exportCertificate, async ({ params }, request, reply) => {
    await requireProject(db, actorOf(request), params.id);
    const pem = await certificatePem(db, params.id);
    return reply
      .type('application/x-pem-file')
      .header('content-disposition', `attachment; filename="project-${params.id}.crt"`)
      .send(pem);
  });
}
