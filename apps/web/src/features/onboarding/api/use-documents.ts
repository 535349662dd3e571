import type { EndpointBody } from '@mentor/contract/common/endpoint';
import { ONBOARDING_MESSAGES } from '@mentor/contract/onboarding';
import { onboarding } from '@mentor/contract/onboarding-endpoints';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { onboardingKeys } from './onboarding-query-keys';

/** The live (or deleted) documents of a pre-account. */
export function useDocuments(uuid: string, deleted = false) {
  return useQuery({
    queryKey: onboardingKeys.documents(uuid, deleted),
    queryFn: () =>
      api.call(deleted ? onboarding.listDeletedDocuments : onboarding.listDocuments, {
        params: { id: uuid },
      }),
  });
}

/** The document's file (image or PDF) as a blob, fetched with the caller's token. */
export async function fetchDocumentFile(account: string, document: string, deleted = false): Promise<Blob> {
  const blob = await api.call(deleted ? onboarding.readDeletedDocumentImage : onboarding.readDocumentImage, {
    params: { uuid: document, accountID: account },
  });
  if (!(blob instanceof Blob)) throw new Error(ONBOARDING_MESSAGES.downloadFailed);
  return blob;
}

/** An object URL of the document's image for a preview (revoked when it changes). */
export function useDocumentImage(account: string, document: string | null, deleted = false) {
  const query = useQuery({
    queryKey: [...onboardingKeys.documents(account, deleted), 'image', document],
    queryFn: () => fetchDocumentFile(account, document ?? '', deleted),
    enabled: document !== null,
    staleTime: 5 * 60_000,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const next = URL.createObjectURL(query.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [query.data]);
  return { ...query, url };
}

export interface DocumentStatusInput {
  account: string;
  uuid: string;
  status: 'PENDING' | 'APPROVED' | 'REPROVED';
  comments?: string;
}

/**
 * Changes a document's status; a non-200 HTTP status or a body whose statusCode is not 200
 * counts as a failure (2nd doc §5).
 */
export function useDocumentStatus(ui: ConfirmedMutationUi<unknown, DocumentStatusInput> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: async ({ account, ...body }: DocumentStatusInput) => {
      const result = await api.call(onboarding.changeDocumentStatus, {
        params: { uuidAccount: account },
        body,
      });
      if (result.statusCode !== 200) throw new Error(result.message);
      return result;
    },
    invalidate: [onboardingKeys.all],
  });
}

export function useCommentDocument(
  ui: ConfirmedMutationUi<unknown, { account: string; uuid: string; comment: string }> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ account, uuid, comment }: { account: string; uuid: string; comment: string }) =>
      api.call(onboarding.commentDocument, { params: { accountID: account, uuid }, body: { comment } }),
    invalidate: [onboardingKeys.all],
  });
}

export function useDeleteDocument(ui: ConfirmedMutationUi<unknown, string> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (uuid: string) => api.call(onboarding.deleteDocument, { params: { id: uuid } }),
    invalidate: [onboardingKeys.all],
  });
}

/** The server refuses any other type with its own message. */
type UploadMimeType = EndpointBody<typeof onboarding.uploadDocument>['mimeType'];

export interface UploadInput {
  account: string;
  documentType: string;
  file: File;
}

async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function useUploadDocument(ui: ConfirmedMutationUi<unknown, UploadInput> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: async ({ account, documentType, file }: UploadInput) =>
      api.call(onboarding.uploadDocument, {
        params: { id: account },
        body: {
          documentType,
          fileName: file.name,
          mimeType: file.type as UploadMimeType,
          fileBase64: await toBase64(file),
        },
      }),
    invalidate: [onboardingKeys.all],
  });
}
