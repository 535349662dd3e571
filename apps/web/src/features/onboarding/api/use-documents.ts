import {
  accountDocumentSchema,
  documentStatusResultSchema,
  ONBOARDING_MESSAGES,
} from '@mentor/contract/onboarding';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { backofficeApi } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { onboardingKeys } from './onboarding-query-keys';

/** The live (or deleted) documents of a pre-account. */
export function useDocuments(uuid: string, deleted = false) {
  return useQuery({
    queryKey: onboardingKeys.documents(uuid, deleted),
    queryFn: () =>
      backofficeApi.get(
        `/spe-view-pre-account/v1/uploads/${encodeURIComponent(uuid)}/${deleted ? 'deleted' : 'complete'}`,
        { schema: z.array(accountDocumentSchema) },
      ),
  });
}

const imagePath = (account: string, document: string, deleted: boolean) =>
  `/spe-view-n-backoffice/v1/image/document/${encodeURIComponent(document)}/of-pre-account/${encodeURIComponent(account)}${deleted ? '/deleted' : ''}`;

/** The document's file (image or PDF) as a blob, fetched with the caller's token. */
export async function fetchDocumentFile(account: string, document: string, deleted = false): Promise<Blob> {
  const blob = await backofficeApi.get(imagePath(account, document, deleted), { responseType: 'blob' });
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
      const result = await backofficeApi.put(
        `/spe-n-open-account/v1/uploads/${encodeURIComponent(account)}/status`,
        body,
        {
          schema: documentStatusResultSchema,
        },
      );
      if (result.statusCode !== 200) throw new Error(result.message);
      return result;
    },
    invalidate: [onboardingKeys.all],
  });
}

const resultSchema = z.object({ statusCode: z.number(), message: z.string() });

export function useCommentDocument(
  ui: ConfirmedMutationUi<unknown, { account: string; uuid: string; comment: string }> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ account, uuid, comment }: { account: string; uuid: string; comment: string }) =>
      backofficeApi.post(
        `/spe-n-open-account/v1/uploads/${encodeURIComponent(account)}/of-upload/${encodeURIComponent(uuid)}/comments/`,
        { comment },
        { schema: resultSchema },
      ),
    invalidate: [onboardingKeys.all],
  });
}

export function useDeleteDocument(ui: ConfirmedMutationUi<unknown, string> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (uuid: string) =>
      backofficeApi.put(
        `/spe-n-open-account-upload/v1/upload/${encodeURIComponent(uuid)}/deleted`,
        undefined,
        {
          schema: resultSchema,
        },
      ),
    invalidate: [onboardingKeys.all],
  });
}

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
      backofficeApi.put(
        `/spe-n-open-account-upload/v1/upload/${encodeURIComponent(account)}`,
        { documentType, fileName: file.name, mimeType: file.type, fileBase64: await toBase64(file) },
        { schema: z.object({ uuid: z.string(), statusCode: z.number() }) },
      ),
    invalidate: [onboardingKeys.all],
  });
}
