import { certificateSummarySchema } from '@mentor/contract/projects';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { errorResponses, idParams } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { seal, secretsKey } from '../../platform/secrets/secret-box.ts';
import { verifyRequestCode } from '../../plugins/access-control.ts';
import { checkCertificatePair } from './certificate-service.ts';
import { certificateSummary } from './projects-repository.ts';
import { requireProject } from './projects-service.ts';

const params = idParams('id');
const PERMISSION = 'upload_project_certificate';

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
  app.post(
    '/api/v1/project/:id/certificate',
    {
      // The code is checked in the handler, once the files are known to be a valid pair.
      config: { policy: { permission: PERMISSION, otp: 'in-handler' } },
      schema: {
        tags: ['projects'],
        summary: 'Upload the project certificate and its private key (multipart crt_file, key_file)',
        consumes: ['multipart/form-data'],
        params,
        response: { 200: certificateSummarySchema, ...errorResponses, 415: errorResponses[422] },
      },
    },
    async (request) => {
      const projectId = request.params.id;
      await requireProject(db, request, projectId);
      const files = await readPair(request);
      const pair = checkCertificatePair(files.crt, files.key);
      await verifyRequestCode(db, request);
      const key = await secretsKey(db, env.SECRETS_KEY);
      const sealed = seal(key, pair.keyPem);
      const row = await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('project_certificate')
          .select(['subject', 'issuer', 'serial_number', 'fingerprint256', 'valid_from', 'valid_to'])
          .where('project_id', '=', projectId)
          .executeTakeFirst();
        const values = {
          certificate_pem: pair.certificatePem,
          key_iv: sealed.iv,
          key_tag: sealed.tag,
          key_ciphertext: sealed.ciphertext,
          subject: pair.subject,
          issuer: pair.issuer,
          serial_number: pair.serialNumber,
          fingerprint256: pair.fingerprint256,
          valid_from: pair.validFrom,
          valid_to: pair.validTo,
          uploaded_by: request.user?.username ?? 'system',
          uploaded_at: new Date(),
        };
        const saved = await trx
          .insertInto('project_certificate')
          .values({ project_id: projectId, ...values })
          .onConflict((oc) => oc.column('project_id').doUpdateSet(values))
          .returning([
            'subject',
            'issuer',
            'serial_number',
            'fingerprint256',
            'valid_from',
            'valid_to',
            'uploaded_by',
            'uploaded_at',
          ])
          .executeTakeFirstOrThrow();
        await audit(trx, request, {
          tableContext: 'project_certificate',
          recordId: projectId,
          action: before ? 'UPDATE' : 'CREATE',
          before: before ?? null,
          after: {
            subject: saved.subject,
            issuer: saved.issuer,
            serial_number: saved.serial_number,
            fingerprint256: saved.fingerprint256,
            valid_from: saved.valid_from,
            valid_to: saved.valid_to,
          },
          projectId,
        });
        return saved;
      });
      return certificateSummary(row);
    },
  );

  app.get(
    '/api/v1/project/:id/certificate',
    {
      config: { policy: { permission: PERMISSION, otp: true } },
      schema: {
        tags: ['projects'],
        summary: 'Export the project certificate (PEM; never the key)',
        params,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const projectId = request.params.id;
      await requireProject(db, request, projectId);
      const row = await db
        .selectFrom('project_certificate')
        .select('certificate_pem')
        .where('project_id', '=', projectId)
        .executeTakeFirst();
      if (!row) throw notFound('Certificado não cadastrado para o projeto.');
      return reply
        .type('application/x-pem-file')
        .header('content-disposition', `attachment; filename="project-${projectId}.crt"`)
        .send(row.certificate_pem);
    },
  );
}
