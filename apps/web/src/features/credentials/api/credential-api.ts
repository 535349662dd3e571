import {
  type CredentialCreateInput,
  type CredentialMappersInput,
  type CredentialRolesInput,
  type CredentialSecretAnswer,
  clientRoleOptionSchema,
  credentialDetailSchema,
  credentialPagedSchema,
  credentialSecretAnswerSchema,
  effectivePermissionSchema,
  type IdpName,
  realmOptionSchema,
  realmRoleOptionSchema,
} from '@mentor/contract/credentials';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi, type QueryParams } from '../../../shared/lib/api';
import { defineOptionSource } from '../../../shared/lib/options';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';
import { credentialKeys } from './credential-keys';

const base = (idp: IdpName) => `/v1/credential/${idp}`;
const one = (id: string, idp: IdpName) => `/v1/credential/${encodeURIComponent(id)}/${idp}`;

/** One page of `GET /v1/credential/{idp}`. */
export function fetchCredentials(idp: IdpName, query: QueryParams, signal: AbortSignal) {
  return mainApi.get(base(idp), { query, schema: credentialPagedSchema, signal });
}

export function useCredential(id: string | null, idp: IdpName) {
  return useQuery({
    queryKey: credentialKeys.detail(id ?? ''),
    queryFn: () => mainApi.get(one(id ?? '', idp), { schema: credentialDetailSchema }),
    enabled: id !== null,
  });
}

export function useEffectivePermissions(id: string, idp: IdpName, enabled: boolean) {
  return useQuery({
    queryKey: credentialKeys.effective(id),
    queryFn: () =>
      mainApi.get(`${one(id, idp)}/effective-permissions`, { schema: z.array(effectivePermissionSchema) }),
    enabled,
  });
}

/** Permissions (client roles) as options: the code, described. */
export const clientRoleOptions = (idp: IdpName) =>
  defineOptionSource({
    queryKey: [...credentialKeys.options, idp, 'client-roles'],
    load: async (signal) =>
      (
        await mainApi.get(`${base(idp)}/client-roles`, { schema: z.array(clientRoleOptionSchema), signal })
      ).map((r) => ({ value: r.code, label: `${r.code} · ${r.description}` })),
  });

/** Services (realm roles) as options. */
export const realmRoleOptions = (idp: IdpName) =>
  defineOptionSource({
    queryKey: [...credentialKeys.options, idp, 'realm-roles'],
    load: async (signal) =>
      (await mainApi.get(`${base(idp)}/realm-roles`, { schema: z.array(realmRoleOptionSchema), signal })).map(
        (r) => ({ value: r.role_name, label: r.role_name }),
      ),
  });

export const realmOptions = (idp: IdpName) =>
  defineOptionSource({
    queryKey: [...credentialKeys.options, idp, 'realms'],
    load: async (signal) =>
      (await mainApi.get(`${base(idp)}/realms`, { schema: z.array(realmOptionSchema), signal })).map((r) => ({
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
      mainApi.post(base(idp), body, { otp: true, schema: credentialSecretAnswerSchema }),
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
    (body: ToggleVariables) =>
      mainApi.put(`${one(id, idp)}/toggle-enabled`, body, { otp: true, schema: credentialDetailSchema }),
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
        ? mainApi.post(`${one(id, idp)}/roles`, roles, { otp: true, schema: credentialDetailSchema })
        : mainApi.delete(`${one(id, idp)}/roles`, { body: roles, otp: true, schema: credentialDetailSchema }),
    ui,
  );
}

export function useUpdateMappers(id: string, idp: IdpName, ui: Ui<unknown, CredentialMappersInput> = {}) {
  return useCredentialMutation(
    id,
    (body: CredentialMappersInput) =>
      mainApi.put(`${one(id, idp)}/mappers`, body, { otp: true, schema: credentialDetailSchema }),
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
    (body: { grace_minutes: number }) =>
      mainApi.put(`${one(id, idp)}/client-secret/reset`, body, {
        otp: true,
        schema: credentialSecretAnswerSchema,
      }),
    ui,
  );
}

/** The credential's project certificate (PEM), behind a one-time code. */
export function downloadProjectCertificate(projectId: number) {
  return mainApi.get(`/v1/project/${projectId}/certificate`, { otp: true, responseType: 'blob' });
}
