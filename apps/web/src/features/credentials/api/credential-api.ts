import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import type {
  CredentialCreateInput,
  CredentialMappersInput,
  CredentialRolesInput,
  CredentialSecretAnswer,
  IdpName,
} from '@mentor/contract/credentials';
import { credentials } from '@mentor/contract/credentials-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../shared/lib/api';
import { defineOptionSource } from '../../../shared/lib/options';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';
import { credentialKeys } from './credential-keys';

/** One page of the credentials of a provider. */
export function fetchCredentials(idp: IdpName, query: QueryParams, signal: AbortSignal) {
  return api.call(credentials.listCredentials, {
    params: { idp },
    query: query as EndpointQuery<typeof credentials.listCredentials>,
    signal,
  });
}

export function useCredential(id: string | null, idp: IdpName) {
  return useQuery({
    queryKey: credentialKeys.detail(id ?? ''),
    queryFn: () => api.call(credentials.readCredential, { params: { id: id ?? '', idp } }),
    enabled: id !== null,
  });
}

export function useEffectivePermissions(id: string, idp: IdpName, enabled: boolean) {
  return useQuery({
    queryKey: credentialKeys.effective(id),
    queryFn: () => api.call(credentials.effectivePermissions, { params: { id, idp } }),
    enabled,
  });
}

/** Permissions (client roles) as options: the code, described. */
export const clientRoleOptions = (idp: IdpName) =>
  defineOptionSource({
    queryKey: [...credentialKeys.options, idp, 'client-roles'],
    load: async (signal) =>
      (await api.call(credentials.listClientRoles, { params: { idp }, signal })).map((r) => ({
        value: r.code,
        label: `${r.code} · ${r.description}`,
      })),
  });

/** Services (realm roles) as options. */
export const realmRoleOptions = (idp: IdpName) =>
  defineOptionSource({
    queryKey: [...credentialKeys.options, idp, 'realm-roles'],
    load: async (signal) =>
      (await api.call(credentials.listRealmRoles, { params: { idp }, signal })).map((r) => ({
        value: r.role_name,
        label: r.role_name,
      })),
  });

export const realmOptions = (idp: IdpName) =>
  defineOptionSource({
    queryKey: [...credentialKeys.options, idp, 'realms'],
    load: async (signal) =>
      (await api.call(credentials.listRealms, { params: { idp }, signal })).map((r) => ({
        value: r.realm,
        label: r.realm,
      })),
  });

type Ui<R, V> = ConfirmedMutationUi<R, V>;

function useCredentialMutation<V, R>(id: string, run: (vars: V) => Promise<R>, ui: Ui<R, V>) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: run,
    invalidate: [credentialKeys.detail(id), credentialKeys.lists, historyKeys.all],
  });
}

/** Creates a credential (one-time code); the answer carries the secret, shown once. */
export function useCreateCredential(
  idp: IdpName,
  ui: Ui<CredentialSecretAnswer, CredentialCreateInput> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (body: CredentialCreateInput) =>
      api.call(credentials.createCredential, { params: { idp }, body }),
    invalidate: [credentialKeys.lists],
  });
}

export interface ToggleVariables {
  enabled: boolean;
  reason_code: string;
  reason_comment?: string | null | undefined;
}

export function useToggleCredential(id: string, idp: IdpName, ui: Ui<unknown, ToggleVariables> = {}) {
  return useCredentialMutation(
    id,
    (body: ToggleVariables) => api.call(credentials.toggleEnabled, { params: { id, idp }, body }),
    ui,
  );
}

export function useChangeRoles(
  id: string,
  idp: IdpName,
  ui: Ui<unknown, { add: boolean; roles: CredentialRolesInput }> = {},
) {
  return useCredentialMutation(
    id,
    ({ add, roles }: { add: boolean; roles: CredentialRolesInput }) =>
      add
        ? api.call(credentials.addRoles, { params: { id, idp }, body: roles })
        : api.call(credentials.removeRoles, { params: { id, idp }, body: roles }),
    ui,
  );
}

export function useUpdateMappers(id: string, idp: IdpName, ui: Ui<unknown, CredentialMappersInput> = {}) {
  return useCredentialMutation(
    id,
    (body: CredentialMappersInput) => api.call(credentials.updateMappers, { params: { id, idp }, body }),
    ui,
  );
}

export function useResetSecret(
  id: string,
  idp: IdpName,
  ui: Ui<CredentialSecretAnswer, { grace_minutes: number }> = {},
) {
  return useCredentialMutation(
    id,
    (body: { grace_minutes: number }) => api.call(credentials.resetSecret, { params: { id, idp }, body }),
    ui,
  );
}

/** The credential's project certificate (PEM), behind a one-time code. */
export { downloadProjectCertificate } from '../../../shared/lib/project/project-certificate';
