import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import type {
  CentralizerAccount,
  ProjectParameterBody,
  SalesRepresentativeBody,
  SettlementRestriction,
  SpreadMdrBody,
} from '@mentor/contract/projects';
import { projects } from '@mentor/contract/projects-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../shared/lib/api';
import { fetchCardBrands, fetchOperations } from '../../../shared/lib/lookups';
import { downloadProjectCertificate } from '../../../shared/lib/project/project-certificate';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';

export const projectKeys = {
  all: ['projects'] as const,
  list: (query: object) => ['projects', 'list', query] as const,
  detail: (id: number) => ['projects', id] as const,
};

/** One page of the project list. */
export function fetchProjects(query: QueryParams, signal: AbortSignal) {
  return api.call(projects.listProjects, {
    query: query as EndpointQuery<typeof projects.listProjects>,
    signal,
  });
}

export function useProject(id: number) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: () => api.call(projects.readProject, { params: { id } }),
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

function changeSetting(id: number, change: SettingChange) {
  const params = { id };
  switch (change.path) {
    case 'merchants_settlement_bank_account_restriction':
      return api.call(projects.changeSettlementRestriction, { params, body: change.body });
    case 'terminal_automatic_rent':
      return api.call(projects.changeTerminalAutomaticRent, { params, body: change.body });
    case 'send_billet_email':
      return api.call(projects.changeSendBilletEmail, { params, body: change.body });
    case 'merchants_centralizer_account':
      return api.call(projects.changeMerchantsCentralizerAccount, { params, body: change.body });
    case 'centralizer_account':
      return api.call(projects.changeCentralizerAccount, { params, body: change.body });
  }
}

/** One setting change, behind a one-time code. */
export function useChangeSetting(id: number, ui: Ui<SettingChange> = {}) {
  return useProjectMutation(id, (change: SettingChange) => changeSetting(id, change), ui);
}

export function useSaveParameters(id: number, exists: boolean, ui: Ui<ProjectParameterBody> = {}) {
  return useProjectMutation(
    id,
    (body: ProjectParameterBody) =>
      api.call(exists ? projects.updateParameters : projects.createParameters, { params: { id }, body }),
    ui,
  );
}

export function useEnableableChannels(id: number) {
  return useQuery({
    queryKey: [...projectKeys.detail(id), 'enableable'],
    queryFn: () => api.call(projects.listEnableableChannels, { params: { id } }),
  });
}

export function useEnableChannels(id: number, ui: Ui<number[]> = {}) {
  return useProjectMutation(
    id,
    (channelIds: number[]) =>
      api.call(projects.enableChannels, { params: { id }, body: { channel_ids: channelIds } }),
    ui,
  );
}

export function useMinRates(id: number, channelId: number | null) {
  return useQuery({
    queryKey: [...projectKeys.detail(id), 'min-rates', channelId],
    enabled: channelId !== null,
    queryFn: () => api.call(projects.listMinRates, { params: { id, channel_id: channelId as number } }),
  });
}

export function useSpreads(id: number) {
  return useQuery({
    queryKey: [...projectKeys.detail(id), 'spreads'],
    queryFn: () => api.call(projects.listSpreads, { params: { id } }),
  });
}

export function useSaveSpread(id: number, ui: Ui<{ body: SpreadMdrBody; exists: boolean }> = {}) {
  return useProjectMutation(
    id,
    ({ body, exists }: { body: SpreadMdrBody; exists: boolean }) =>
      api.call(exists ? projects.updateSpread : projects.createSpread, { params: { id }, body }),
    ui,
  );
}

export function useDeleteSpread(id: number, ui: Ui<number> = {}) {
  return useProjectMutation(
    id,
    (cardBrandId: number) => api.call(projects.deleteSpread, { params: { id, card_brand_id: cardBrandId } }),
    ui,
  );
}

export function useCardBrands() {
  return useQuery({
    queryKey: ['lookups', 'card_brand'],
    queryFn: () => fetchCardBrands(),
    staleTime: 3_600_000,
  });
}

export function useOperations() {
  return useQuery({
    queryKey: ['lookups', 'operation'],
    queryFn: () => fetchOperations(),
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
      return api.call(projects.uploadCertificate, { params: { id }, body: form });
    },
    ui,
  );
}

/** The project's certificate (PEM), behind a one-time code. */
export const downloadCertificate = downloadProjectCertificate;

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
    queryFn: () => api.call(projects.listSalesRepresentatives, { params: { id }, query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

export function useSalesRepresentative(id: number, repId: number) {
  return useQuery({
    queryKey: [...projectKeys.detail(id), 'sales-rep', repId],
    queryFn: () =>
      api.call(projects.readSalesRepresentative, { params: { id, sales_representative_id: repId } }),
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
        ? api.call(projects.createSalesRepresentative, { params: { id }, body })
        : api.call(projects.updateSalesRepresentative, {
            params: { id, sales_representative_id: repId },
            body,
          }),
    invalidate: [projectKeys.detail(id)],
  });
}

export function useRepMerchants(id: number, repId: number) {
  return useQuery({
    queryKey: [...projectKeys.detail(id), 'sales-rep', repId, 'merchants'],
    queryFn: () =>
      api.call(projects.listRepresentativeMerchants, { params: { id, sales_representative_id: repId } }),
  });
}

export function useSetRepMerchants(id: number, repId: number, ui: Ui<number[]> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (merchantIds: number[]) =>
      api.call(projects.replaceRepresentativeMerchants, {
        params: { id, sales_representative_id: repId },
        body: { merchant_ids: merchantIds },
      }),
    invalidate: [projectKeys.detail(id)],
  });
}
