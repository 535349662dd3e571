import { pagedResponseSchema } from '@mentor/contract';
import { type Download, exportQueuedSchema } from '@mentor/contract/downloads';
import {
  blockPreviewSchema,
  cnaeSchema,
  type MerchantBlockInput,
  type MerchantUnblockInput,
  mccCheckSchema,
  mccSchema,
  merchantDetailSchema,
  merchantGroupSchema,
  merchantListItemSchema,
  merchantSplitSchema,
  onboardingDocumentSchema,
  onboardingHistorySchema,
} from '@mentor/contract/merchants';
import { blockTypeSchema } from '@mentor/contract/platform';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi, type QueryParams } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';

export const merchantKeys = {
  all: ['merchants'] as const,
  lists: ['merchants', 'list'] as const,
  detail: (id: number) => ['merchants', id] as const,
  part: (id: number, part: string) => ['merchants', id, part] as const,
};

export const merchantPageSchema = pagedResponseSchema(merchantListItemSchema);

/** One page of `GET /v1/merchant`. */
export function fetchMerchants(query: QueryParams, signal: AbortSignal) {
  return mainApi.get('/v1/merchant', { query, schema: merchantPageSchema, signal });
}

export function useMerchant(id: number) {
  return useQuery({
    queryKey: merchantKeys.detail(id),
    queryFn: () => mainApi.get(`/v1/merchant/${id}`, { schema: merchantDetailSchema }),
    enabled: id > 0,
  });
}

export function useBlockPreview(id: number, enabled: boolean) {
  return useQuery({
    queryKey: merchantKeys.part(id, 'block-preview'),
    queryFn: () => mainApi.get(`/v1/merchant/${id}/block/preview`, { schema: blockPreviewSchema }),
    enabled,
  });
}

export function useBlockTypes() {
  return useQuery({
    queryKey: ['block-types'],
    queryFn: () => mainApi.get('/v1/block_type', { schema: z.array(blockTypeSchema) }),
    staleTime: 300_000,
  });
}

export function useMerchantSplits(id: number) {
  return useQuery({
    queryKey: merchantKeys.part(id, 'splits'),
    queryFn: () => mainApi.get(`/v1/merchant/${id}/split`, { schema: z.array(merchantSplitSchema) }),
  });
}

export function useOnboardingDocuments(id: number) {
  return useQuery({
    queryKey: merchantKeys.part(id, 'documents'),
    queryFn: () =>
      mainApi.get(`/v1/merchant/${id}/onboarding/documents`, { schema: z.array(onboardingDocumentSchema) }),
  });
}

export function useOnboardingHistory(id: number) {
  return useQuery({
    queryKey: merchantKeys.part(id, 'onboarding-history'),
    queryFn: () =>
      mainApi.get(`/v1/merchant/${id}/onboarding/history`, { schema: z.array(onboardingHistorySchema) }),
  });
}

/** What changing the MCC would change (`update_mcc/check`). */
export function fetchMccCheck(id: number, mcc: string) {
  return mainApi.get(`/v1/merchant/${id}/update_mcc/check`, { query: { mcc }, schema: mccCheckSchema });
}

type Ui<V> = ConfirmedMutationUi<unknown, V>;

function useMerchantMutation<V, R>(run: (vars: V) => Promise<R>, ui: Ui<V> = {}) {
  return useConfirmedMutation({
    ...(ui as ConfirmedMutationUi<R, V>),
    mutationFn: run,
    invalidate: [merchantKeys.all, historyKeys.all],
  });
}

export type BlockVariables = MerchantBlockInput & { reason_code: string; reason_comment?: string | null };

export function useBlockMerchant(id: number, ui: Ui<BlockVariables> = {}) {
  return useMerchantMutation(
    (body: BlockVariables) =>
      mainApi.post(`/v1/merchant/${id}/block`, body, { schema: merchantDetailSchema }),
    ui,
  );
}

/** Unblocking may wait for a second person's approval (the kit shows the pending notice). */
export function useUnblockMerchant(id: number, ui: Ui<MerchantUnblockInput> = {}) {
  return useMerchantMutation(
    (body: MerchantUnblockInput) => mainApi.post(`/v1/merchant/${id}/unblock`, body),
    ui,
  );
}

export function useChangeMcc(id: number, ui: Ui<{ mcc: string }> = {}) {
  return useMerchantMutation(
    (body: { mcc: string }) => mainApi.put(`/v1/merchant/${id}/update_mcc`, body, { schema: mccCheckSchema }),
    ui,
  );
}

export function useDeleteSplit(id: number, ui: Ui<number> = {}) {
  return useMerchantMutation((splitId: number) => mainApi.delete(`/v1/merchant/${id}/split/${splitId}`), ui);
}

export type ExportResult = { kind: 'file'; blob: Blob; fileName: string } | { kind: 'job'; job: Download };

/** `GET /v1/merchant/export/{file_format}`: the file, or a background job for the download centre. */
export async function exportMerchants(format: 'csv' | 'xlsx', query: QueryParams): Promise<ExportResult> {
  const answer = await mainApi.get(`/v1/merchant/export/${format}`, { query, responseType: 'blob' });
  if (!(answer instanceof Blob)) throw new Error('Resposta inesperada');
  if (answer.type.includes('application/json')) {
    return { kind: 'job', job: exportQueuedSchema.parse(JSON.parse(await answer.text())).job };
  }
  return {
    kind: 'file',
    blob: answer,
    fileName: `lojistas-${new Date().toISOString().slice(0, 10)}.${format}`,
  };
}

export const merchantGroupPageSchema = pagedResponseSchema(merchantGroupSchema);

/** One page of `GET /v1/merchantgroup`. */
export function fetchMerchantGroups(query: QueryParams, signal: AbortSignal) {
  return mainApi.get('/v1/merchantgroup', { query, schema: merchantGroupPageSchema, signal });
}

export const cnaePageSchema = pagedResponseSchema(cnaeSchema);
export const mccPageSchema = pagedResponseSchema(mccSchema);

/** One page of `GET /v1/cnae` (search by code 0000-0/00 or description). */
export function fetchCnaes(query: QueryParams, signal: AbortSignal) {
  return mainApi.get('/v1/cnae', { query, schema: cnaePageSchema, signal });
}

/** The usual MCCs of a CNAE for an entity type. */
export function useMccsOfCnae(cnae: string | null, entityType: 'PF' | 'PJ') {
  return useQuery({
    queryKey: ['mcc-of-cnae', cnae, entityType],
    queryFn: () =>
      mainApi.get(`/v1/mcc/cnae/${cnae}`, { query: { entity_type: entityType }, schema: z.array(mccSchema) }),
    enabled: cnae !== null,
  });
}
