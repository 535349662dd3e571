import {
  accountDocumentSchema,
  documentCommentBodySchema,
  documentStatusBodySchema,
  documentStatusResultSchema,
  documentUploadBodySchema,
} from '@mentor/contract/onboarding';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { routesOf } from '../../http/route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { documentsOf } from './document-repository.ts';
import {
  changeDocumentStatus,
  commentDocument,
  deleteDocument,
  documentImage,
  uploadDocument,
} from './document-service.ts';
import { scopedPreAccount } from './pre-account-service.ts';

const route = routesOf('onboarding');
const idParams = z.object({ id: z.string().uuid() });
const imageParams = z.object({ uuid: z.string().uuid(), accountID: z.string().uuid() });
const result = z.object({ statusCode: z.number().int(), message: z.string() });

/** The documents of a pre-account: list, image, status, comment, upload, delete (2nd doc §7). */
export async function documentRoutes(app: App, { db }: AppDeps): Promise<void> {
  for (const deleted of [false, true]) {
    app.get(
      `/gateway/spe-view-pre-account/v1/uploads/:id/${deleted ? 'deleted' : 'complete'}`,
      route(null, {
        summary: deleted ? 'Deleted documents of a pre-account' : 'Documents of a pre-account',
        params: idParams,
        response: { 200: z.array(accountDocumentSchema) },
      }),
      async (request) => {
        const account = await scopedPreAccount(db, request, request.params.id);
        return documentsOf(db, account.uuid, deleted);
      },
    );

    app.get(
      `/gateway/spe-view-n-backoffice/v1/image/document/:uuid/of-pre-account/:accountID${deleted ? '/deleted' : ''}`,
      route(null, {
        summary: deleted ? 'Image of a deleted document' : 'Image of a document',
        params: imageParams,
        response: { 200: z.any() },
      }),
      async (request, reply) => {
        const document = await documentImage(
          db,
          request,
          request.params.accountID,
          request.params.uuid,
          deleted,
        );
        const disposition = request.headers.accept?.includes('application/octet-stream')
          ? 'attachment'
          : 'inline';
        return reply
          .header('content-type', document.mime_type)
          .header(
            'content-disposition',
            `${disposition}; filename="${encodeURIComponent(document.file_name)}"`,
          )
          .header('cache-control', 'private, no-store')
          .send(document.content);
      },
    );
  }

  app.put(
    '/gateway/spe-n-open-account/v1/uploads/:uuidAccount/status',
    route(null, {
      summary: "Change a document's review status",
      params: z.object({ uuidAccount: z.string().uuid() }),
      body: documentStatusBodySchema,
      response: { 200: documentStatusResultSchema },
    }),
    async (request) => changeDocumentStatus(db, request, request.params.uuidAccount, request.body),
  );

  app.post(
    '/gateway/spe-n-open-account/v1/uploads/:accountID/of-upload/:uuid/comments/',
    route(null, {
      summary: 'Comment on a document',
      params: imageParams,
      body: documentCommentBodySchema,
      response: { 200: result },
    }),
    async (request) =>
      commentDocument(db, request, request.params.accountID, request.params.uuid, request.body.comment),
  );

  app.put(
    '/gateway/spe-n-open-account-upload/v1/upload/:id',
    {
      ...route(null, {
        summary: 'Upload a document of a pre-account (replaces the live one of its type)',
        params: idParams,
        body: documentUploadBodySchema,
        response: { 200: z.object({ uuid: z.string().uuid(), statusCode: z.number().int() }) },
      }),
      // Permission first: a caller who may not touch the pre-account learns nothing of the file.
      preValidation: async (request) => {
        const { id } = request.params as { id?: unknown };
        if (typeof id === 'string' && idParams.safeParse({ id }).success)
          await scopedPreAccount(db, request, id);
      },
    },
    async (request) => uploadDocument(db, request, request.params.id, request.body),
  );

  app.put(
    '/gateway/spe-n-open-account-upload/v1/upload/:id/deleted',
    route(null, {
      summary: 'Delete a document (kept among the deleted ones)',
      params: idParams,
      response: { 200: result },
    }),
    async (request) => deleteDocument(db, request, request.params.id),
  );
}
