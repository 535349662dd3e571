import { onboarding } from '@mentor/contract/onboarding-endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Actor, actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
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

/** The documents of a pre-account: list, image, status, comment, upload, delete (2nd doc §7). */
export async function documentRoutes(app: App, { db }: AppDeps): Promise<void> {
  const documents = async (actor: Actor, id: string, deleted: boolean) => {
    const account = await scopedPreAccount(db, actor, id);
    return documentsOf(db, account.uuid, deleted);
  };
  const image =
    (deleted: boolean) =>
    async (
      { params }: { params: { uuid: string; accountID: string } },
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      const document = await documentImage(db, actorOf(request), params.accountID, params.uuid, deleted);
      const disposition = request.headers.accept?.includes('application/octet-stream')
        ? 'attachment'
        : 'inline';
      reply
        .header('content-type', document.mime_type)
        .header('content-disposition', `${disposition}; filename="${encodeURIComponent(document.file_name)}"`)
        .header('cache-control', 'private, no-store');
      return document.content;
    };

  serve(app, onboarding.listDocuments, ({ params }, request) =>
    documents(actorOf(request), params.id, false),
  );
  serve(app, onboarding.readDocumentImage, image(false));
  serve(app, onboarding.listDeletedDocuments, ({ params }, request) =>
    documents(actorOf(request), params.id, true),
  );
  serve(app, onboarding.readDeletedDocumentImage, image(true));

  serve(app, onboarding.changeDocumentStatus, ({ params, body }, request) =>
    changeDocumentStatus(db, actorOf(request), params.uuidAccount, body),
  );

  serve(app, onboarding.commentDocument, ({ params, body }, request) =>
    commentDocument(db, actorOf(request), params.accountID, params.uuid, body.comment),
  );

  serve(
    app,
    onboarding.uploadDocument,
    ({ params, body }, request) => uploadDocument(db, actorOf(request), params.id, body),
    {
      // Permission first: a caller who may not touch the pre-account learns nothing of the file.
      preValidation: async (request) => {
        const { id } = request.params as { id?: unknown };
        if (onboarding.uploadDocument.params.safeParse({ id }).success)
          await scopedPreAccount(db, actorOf(request), id as string);
      },
    },
  );

  serve(app, onboarding.deleteDocument, ({ params }, request) =>
    deleteDocument(db, actorOf(request), params.id),
  );
}
