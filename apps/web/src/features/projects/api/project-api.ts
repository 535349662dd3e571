import { projectListSchema } from '@mentor/contract/platform';
import {
  type CentralizerAccount,
  certificateSummarySchema,
  minRateSchema,
  type ProjectParameterBody,
  projectChannelSchema,
  projectDetailSchema,
  projectParameterSchema,
  type SalesRepresentativeBody,
  type SettlementRestriction,
  type SpreadMdrBody,
  salesRepresentativeMerchantSchema,
  salesRepresentativeSchema,
  spreadMdrSchema,
} from '@mentor/contract/projects';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi, type QueryParams } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';

const paged = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int(), lastPage: z.number().int() });

export const projectKeys = {
  all: ['projects'] as const,
  list: (query: object) => ['projects', 'list', query] as const,
  detail: (id: number) => ['projects', id] as const,
};

/** One page of `GET /v1/project` for the project list. */
export function fetchProjects(query: QueryParams, signal: AbortSignal) {
  return mainApi.get('/v1/project', { query, schema: projectListSchema, signal });
}

export function useProject(id: number) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: () => mainApi.get(`/v1/project/${id}`, { schema: projectDetailSchema }),
  });
}

/** Invalidates the project (and every history) after a change. */
function useProjectMutation<V, R>(
  id: number,
  run: (vars: V) => Promise<R>,
  ui: ConfirmedMutationUi<R, V> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: run,
    invalidate: [projectKeys.detail(id), historyKeys.all],
  });
}

type Ui<V> = ConfirmedMutationUi<unknown, V>;

export type SettingChange =
  | {
      path: 'merchants_settlement_bank_account_restriction';
      body: { merchants_settlement_bank_account_restriction: SettlementRestriction };
    }
  | { path: 'terminal_automatic_rent'; body: { terminal_automatic_rent: boolean } }
  | { path: 'send_billet_email'; body: { send_billet_email: boolean } }
  | { path: 'merchants_centralizer_account'; body: { merchants_centralizer_account: boolean } }
  | { path: 'centralizer_account'; body: { centralizer_account: CentralizerAccount } };

/** One setting change, behind a one-time code. */
export function useChangeSetting(id: number, ui: Ui<SettingChange> = {}) {
  return useProjectMutation(
    id,
    (change: SettingChange) =>
      mainApi.put(`/v1/project/${id}/${change.path}`, change.body, {
        otp: true,
        schema: projectDetailSchema,
      }),
    ui,
  );
}

export function useSaveParameters(id: number, exists: boolean, ui: Ui<ProjectParameterBody> = {}) {
  return useProjectMutation(
    id,
    (body: ProjectParameterBody) =>
      exists
        ? mainApi.put(`/v1/project/${id}/parameter`, body, { schema: projectParameterSchema })
        : mainApi.post(`/v1/project/${id}/parameter`, body, { schema: projectParameterSchema }),
    ui,
  );
}

export function useEnableableChannels(id: number) {
  return useQuery({
    queryKey: [...projectKeys.detail(id), 'enableable'],
    queryFn: () =>
      mainApi.get(`/v1/project/${id}/enableable_channels`, { schema: z.array(projectChannelSchema) }),
  });
}

export function useEnableChannels(id: number, ui: Ui<number[]> = {}) {
  return useProjectMutation(
    id,
    (channelIds: number[]) =>
      mainApi.post(
        `/v1/project/${id}/enable_channels`,
        { channel_ids: channelIds },
        { schema: z.array(projectChannelSchema) },
      ),
    ui,
  );
}

export function useMinRates(id: number, channelId: number | null) {
  return useQuery({
    queryKey: [...projectKeys.detail(id), 'min-rates', channelId],
    enabled: channelId !== null,
    queryFn: () =>
      mainApi.get(`/v1/project/${id}/min_rates/${channelId}`, { schema: z.array(minRateSchema) }),
  });
}

export function useSpreads(id: number) {
  return useQuery({
    queryKey: [...projectKeys.detail(id), 'spreads'],
    queryFn: () => mainApi.get(`/v1/project/${id}/spread_mdr`, { schema: z.array(spreadMdrSchema) }),
  });
}

export function useSaveSpread(id: number, ui: Ui<{ body: SpreadMdrBody; exists: boolean }> = {}) {
  return useProjectMutation(
    id,
    ({ body, exists }: { body: SpreadMdrBody; exists: boolean }) =>
      exists
        ? mainApi.put(`/v1/project/${id}/spread_mdr`, body, { schema: z.array(spreadMdrSchema) })
        : mainApi.post(`/v1/project/${id}/spread_mdr`, body, { schema: z.array(spreadMdrSchema) }),
    ui,
  );
}

export function useDeleteSpread(id: number, ui: Ui<number> = {}) {
  return useProjectMutation(
    id,
    (cardBrandId: number) =>
      mainApi.delete(`/v1/project/${id}/spread_mdr/${cardBrandId}`, { schema: z.array(spreadMdrSchema) }),
    ui,
  );
}

export function useCardBrands() {
  return useQuery({
    queryKey: ['lookups', 'card_brand'],
    queryFn: () =>
      mainApi.get('/v1/card_brand', {
        schema: z.array(z.object({ id: z.number(), brand_name: z.string() })),
      }),
    staleTime: 3_600_000,
  });
}

export function useOperations() {
  return useQuery({
    queryKey: ['lookups', 'operation'],
    queryFn: () =>
      mainApi.get('/v1/operation', {
        schema: z.array(z.object({ id: z.number(), operation_name: z.string(), has_mdr: z.boolean() })),
      }),
    staleTime: 3_600_000,
  });
}

export function useUploadCertificate(id: number, ui: Ui<{ crt: File; key: File }> = {}) {
  return useProjectMutation(
    id,
    ({ crt, key }: { crt: File; key: File }) => {
      const form = new FormData();
      form.append('crt_file', crt);
      form.append('key_file', key);
      return mainApi.post(`/v1/project/${id}/certificate`, form, {
        otp: true,
        schema: certificateSummarySchema,
      });
    },
    ui,
  );
}

export function downloadCertificate(id: number) {
  return mainApi.get(`/v1/project/${id}/certificate`, { otp: true, responseType: 'blob' });
}

export interface SalesRepQuery {
  page: number;
  perPage: number;
  sortBy: string;
  sortDesc: boolean;
  search?: string | undefined;
}

export function useSalesRepresentatives(id: number, query: SalesRepQuery) {
  return useQuery({
    queryKey: [...projectKeys.detail(id), 'sales-reps', query],
    queryFn: () =>
      mainApi.get(`/v1/project/${id}/sales_representative`, {
        query: { ...query },
        schema: paged(salesRepresentativeSchema),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSalesRepresentative(id: number, repId: number) {
  return useQuery({
    queryKey: [...projectKeys.detail(id), 'sales-rep', repId],
    queryFn: () =>
      mainApi.get(`/v1/project/${id}/sales_representative/${repId}`, { schema: salesRepresentativeSchema }),
  });
}

export function useSaveSalesRepresentative(
  id: number,
  ui: Ui<{ body: SalesRepresentativeBody; repId: number | null }> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ body, repId }: { body: SalesRepresentativeBody; repId: number | null }) =>
      repId === null
        ? mainApi.post(`/v1/project/${id}/sales_representative`, body, { schema: salesRepresentativeSchema })
        : mainApi.put(`/v1/project/${id}/sales_representative/${repId}`, body, {
            schema: salesRepresentativeSchema,
          }),
    invalidate: [projectKeys.detail(id)],
  });
}

export function useRepMerchants(id: number, repId: number) {
  return useQuery({
    queryKey: [...projectKeys.detail(id), 'sales-rep', repId, 'merchants'],
    queryFn: () =>
      mainApi.get(`/v1/project/${id}/sales_representative/${repId}/merchant`, {
        schema: z.array(salesRepresentativeMerchantSchema),
      }),
  });
}

export function useSetRepMerchants(id: number, repId: number, ui: Ui<number[]> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (merchantIds: number[]) =>
      mainApi.put(
        `/v1/project/${id}/sales_representative/${repId}/merchant`,
        { merchant_ids: merchantIds },
        { schema: z.array(salesRepresentativeMerchantSchema) },
      ),
    invalidate: [projectKeys.detail(id)],
  });
}
