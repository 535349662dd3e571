import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { type IdpName, REQUEST_TYPES } from '@mentor/contract/credentials';
import { credentials } from '@mentor/contract/credentials-endpoints';
import { api } from '../../../shared/lib/api';
import { defineOptionSource, projectOptions } from '../../../shared/lib/options';
import { type ApiParams, asDateRange, defineList } from '../../../shared/ui/list-page';
import { clientRoleOptions, fetchCredentials, realmOptions, realmRoleOptions } from './credential-api';
import { credentialKeys } from './credential-keys';

/** Services, contexts and clients: 10 per page (spec §8). */
const PAGING = { sizes: [10, 25, 50, 100] } as const;
const noSort = { by: 'created_at', desc: true, toApi: (): ApiParams => ({}) };

/** The top-bar project narrows a list whose own project filter is empty. */
function followProject(params: ApiParams, key: string, projectId: number | null): ApiParams {
  const current = params[key];
  const empty = current === undefined || current === null || (Array.isArray(current) && current.length === 0);
  return empty && projectId !== null ? { ...params, [key]: [projectId] } : params;
}

/** Comma- or space-separated ids typed in a text filter, as a list. */
const idList =
  (name: string) =>
  (value: unknown): ApiParams => {
    const ids = String(value ?? '')
      .split(/[\s,;]+/)
      .filter((id) => /^\d+$/.test(id));
    return { [name]: ids.length > 0 ? ids : undefined };
  };

function credentialListOf(idp: IdpName) {
  return defineList({
    ns: 'credentials',
    queryKey: [...credentialKeys.lists, idp],
    fetch: (params, { signal, projectId }) =>
      fetchCredentials(idp, followProject(params, 'project_ids', projectId), signal),
    rows: (data) => data.data,
    total: (data) => data.total,
    rowKey: (row) => row.credential_id,
    filters: [
      { key: 'project_ids', label: 'fields.projects', type: 'multi-select', source: projectOptions },
      { key: 'merchant_ids', label: 'fields.merchants', type: 'text', api: idList('merchant_ids') },
      { key: 'realms', label: 'fields.realms', type: 'multi-select', source: realmOptions(idp) },
      { key: 'realm_roles', label: 'fields.realmRoles', type: 'multi-select', source: realmRoleOptions(idp) },
      {
        key: 'client_roles',
        label: 'fields.clientRoles',
        type: 'multi-select',
        source: clientRoleOptions(idp),
      },
      { key: 'client_id', label: 'fields.clientId', type: 'text' },
    ],
    sort: noSort,
    paging: PAGING,
    onError: 'clear',
  });
}

const credentialLists: Record<IdpName, ReturnType<typeof credentialListOf>> = {
  mentor: credentialListOf('mentor'),
  keycloak: credentialListOf('keycloak'),
};

export const credentialListFor = (idp: IdpName) => credentialLists[idp];

export const clientList = defineList({
  ns: 'credentials',
  queryKey: [...credentialKeys.catalogue, 'clients'],
  fetch: (params, { signal }) =>
    api.call(credentials.listClients, {
      query: params as EndpointQuery<typeof credentials.listClients>,
      signal,
    }),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.id,
  filters: [
    {
      key: 'created_at',
      label: 'fields.createdAt',
      type: 'daterange',
      size: 4,
      api: asDateRange('created_at', 'created_at_end'),
    },
    { key: 'project_id', label: 'fields.project', type: 'select', source: projectOptions },
    { key: 'client', label: 'fields.client', type: 'text' },
  ],
  sort: noSort,
  paging: PAGING,
  onError: 'clear',
  project: { filter: 'project_id' },
});

export const platformOptions = defineOptionSource({
  queryKey: [...credentialKeys.catalogue, 'platforms'],
  load: async (signal) =>
    (await api.call(credentials.platformOptions, { signal })).map((p) => ({
      value: p.platform,
      label: p.platform,
    })),
});

export const serviceOptions = defineOptionSource({
  queryKey: [...credentialKeys.catalogue, 'service-options'],
  load: async (signal) =>
    (await api.call(credentials.serviceOptions, { signal })).map((s) => ({
      value: s.service,
      label: `${s.service_name} (${s.service})`,
    })),
});

export const contextOptions = defineOptionSource({
  queryKey: [...credentialKeys.catalogue, 'context-options'],
  load: async (signal) =>
    (await api.call(credentials.contextOptions, { query: { services: undefined }, signal })).map((c) => ({
      value: c.context,
      label: c.context,
    })),
});

export const serviceList = defineList({
  ns: 'credentials',
  queryKey: [...credentialKeys.catalogue, 'services'],
  fetch: (params, { signal }) =>
    api.call(credentials.listServices, {
      query: params as EndpointQuery<typeof credentials.listServices>,
      signal,
    }),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.id,
  filters: [
    { key: 'platforms', label: 'fields.platforms', type: 'multi-select', source: platformOptions },
    { key: 'services', label: 'fields.services', type: 'multi-select', source: serviceOptions },
    { key: 'contexts', label: 'fields.contexts', type: 'multi-select', source: contextOptions },
    { key: 'description', label: 'fields.description', type: 'text' },
  ],
  sort: noSort,
  paging: PAGING,
  onError: 'clear',
});

export const contextList = defineList({
  ns: 'credentials',
  queryKey: [...credentialKeys.catalogue, 'contexts'],
  fetch: (params, { signal }) =>
    api.call(credentials.listContexts, {
      query: params as EndpointQuery<typeof credentials.listContexts>,
      signal,
    }),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.id,
  filters: [
    { key: 'services', label: 'fields.services', type: 'multi-select', source: serviceOptions },
    { key: 'contexts', label: 'fields.contexts', type: 'multi-select', source: contextOptions },
    {
      key: 'request_type',
      label: 'fields.requestType',
      type: 'multi-select',
      options: REQUEST_TYPES.map((m) => ({ value: m, label: m })),
    },
    { key: 'description', label: 'fields.description', type: 'text' },
    { key: 'path', label: 'fields.path', type: 'text' },
  ],
  sort: noSort,
  paging: PAGING,
  onError: 'clear',
});
