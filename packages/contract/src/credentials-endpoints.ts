/**
 * API credentials under `/api` (financial/Pix/onboarding spec §7): clients of the identity
 * provider in use, named by the `{idp}` path segment (`mentor` for the built-in provider,
 * `keycloak` with OIDC_ISSUER; another provider's name answers 404), and the catalogue of the
 * platform's APIs (clients, services by platform, their contexts). Every write needs a one-time
 * code.
 */
import { z } from 'zod';
import { defineEndpoints, errorBodySchema } from './common/endpoint.ts';
import { pagedResponseSchema } from './common/pagination.ts';
import {
  catalogueClientQuerySchema,
  catalogueClientSchema,
  clientRoleOptionSchema,
  contextOptionQuerySchema,
  contextOptionSchema,
  contextQuerySchema,
  contextSchema,
  credentialCreateSchema,
  credentialDetailSchema,
  credentialListQuerySchema,
  credentialMappersSchema,
  credentialPagedSchema,
  credentialRolesSchema,
  credentialSecretAnswerSchema,
  credentialToggleSchema,
  effectivePermissionSchema,
  IDP_CLIENT_SEGMENT,
  IDP_NAMES,
  platformOptionSchema,
  realmOptionSchema,
  realmRoleOptionSchema,
  secretResetSchema,
  serviceOptionSchema,
  serviceQuerySchema,
  serviceSchema,
} from './credentials.ts';

const idp = z.enum(IDP_NAMES);
const idpParams = z.object({ idp });
/** Built-in credentials have numeric ids, Keycloak's clients UUIDs. */
const credentialParams = z.object({
  id: z
    .string()
    .regex(/^([1-9]\d{0,9}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/, 'Id inválido'),
  idp,
});
const detail = { 200: credentialDetailSchema, 409: errorBodySchema };
const catalogue = `/v1/${IDP_CLIENT_SEGMENT}`;

const READ = { permission: 'manage_credentials' } as const;
const WRITE = { permission: 'manage_credentials', otp: true } as const;

export const credentials = defineEndpoints(
  { area: 'credentials', api: 'main' },
  {
    listCredentials: {
      method: 'GET',
      path: '/v1/credential/{idp}',
      summary: 'Credentials, newest first, 10 per page',
      params: idpParams,
      query: credentialListQuerySchema,
      responses: { 200: credentialPagedSchema },
      policy: { ...READ, project: 'caller' },
    },
    createCredential: {
      method: 'POST',
      path: '/v1/credential/{idp}',
      summary: 'Create a credential: a confidential client with its roles; the secret is shown once',
      params: idpParams,
      body: credentialCreateSchema,
      responses: { 200: credentialSecretAnswerSchema, 409: errorBodySchema },
      policy: { ...WRITE, project: 'record', secretAnswer: true },
    },
    listClientRoles: {
      method: 'GET',
      path: '/v1/credential/{idp}/client-roles',
      summary: 'Client roles (permissions) a credential may hold',
      params: idpParams,
      responses: { 200: z.array(clientRoleOptionSchema) },
      policy: { ...READ, project: 'none' },
    },
    listRealmRoles: {
      method: 'GET',
      path: '/v1/credential/{idp}/realm-roles',
      summary: 'Realm roles (services) a credential may hold',
      params: idpParams,
      responses: { 200: z.array(realmRoleOptionSchema) },
      policy: { ...READ, project: 'none' },
    },
    listRealms: {
      method: 'GET',
      path: '/v1/credential/{idp}/realms',
      summary: 'Realms',
      params: idpParams,
      responses: { 200: z.array(realmOptionSchema) },
      policy: { ...READ, project: 'none' },
    },
    readCredential: {
      method: 'GET',
      path: '/v1/credential/{id}/{idp}',
      summary: 'Credential: roles, mappers, secrets with their expiry and last use, traffic of 24 hours',
      params: credentialParams,
      responses: { 200: credentialDetailSchema },
      policy: { ...READ, project: 'record' },
    },
    updateMappers: {
      method: 'PUT',
      path: '/v1/credential/{id}/{idp}/mappers',
      summary: 'Change the project and merchant mapped into the credential tokens',
      params: credentialParams,
      body: credentialMappersSchema,
      responses: detail,
      policy: { ...WRITE, project: 'record' },
    },
    toggleEnabled: {
      method: 'PUT',
      path: '/v1/credential/{id}/{idp}/toggle-enabled',
      summary: 'Enable or disable a credential (with a reason); a disabled one gets no token',
      params: credentialParams,
      body: credentialToggleSchema,
      responses: detail,
      policy: { ...WRITE, project: 'record', reason: {} },
    },
    addRoles: {
      method: 'POST',
      path: '/v1/credential/{id}/{idp}/roles',
      summary: 'Associate client roles and realm roles',
      params: credentialParams,
      body: credentialRolesSchema,
      responses: detail,
      policy: { ...WRITE, project: 'record' },
    },
    removeRoles: {
      method: 'DELETE',
      path: '/v1/credential/{id}/{idp}/roles',
      summary: 'Remove client roles and realm roles (gone from the next token)',
      params: credentialParams,
      body: credentialRolesSchema,
      responses: detail,
      policy: { ...WRITE, project: 'record' },
    },
    resetSecret: {
      method: 'PUT',
      path: '/v1/credential/{id}/{idp}/client-secret/reset',
      summary: 'New secret, shown once; the old one stops at once or after a grace window',
      params: credentialParams,
      body: secretResetSchema,
      responses: { 200: credentialSecretAnswerSchema },
      policy: { ...WRITE, project: 'record', secretAnswer: true },
    },
    effectivePermissions: {
      method: 'GET',
      path: '/v1/credential/{id}/{idp}/effective-permissions',
      summary: "What the credential's token may call: its services' contexts and the permission each needs",
      params: credentialParams,
      responses: { 200: z.array(effectivePermissionSchema) },
      policy: { ...READ, project: 'record' },
    },

    // ------------------------------------------------------------ catalogue of the platform's APIs
    listClients: {
      method: 'GET',
      path: catalogue,
      summary: 'Clients of the platform APIs (created_at, project, client), 10 per page',
      query: catalogueClientQuerySchema,
      responses: { 200: pagedResponseSchema(catalogueClientSchema) },
      policy: { ...READ, project: { query: 'project_id' } },
    },
    listServices: {
      method: 'GET',
      path: `${catalogue}/services`,
      summary: 'Services by platform, 10 per page',
      query: serviceQuerySchema,
      responses: { 200: pagedResponseSchema(serviceSchema) },
      policy: { ...READ, project: 'none' },
    },
    listContexts: {
      method: 'GET',
      path: `${catalogue}/service/contexts`,
      summary: 'Contexts of the services (request type and path), 10 per page',
      query: contextQuerySchema,
      responses: { 200: pagedResponseSchema(contextSchema) },
      policy: { ...READ, project: 'none' },
    },
    platformOptions: {
      method: 'GET',
      path: `${catalogue}/platform/list`,
      summary: 'Platforms',
      responses: { 200: z.array(platformOptionSchema) },
      policy: { ...READ, project: 'none' },
    },
    serviceOptions: {
      method: 'GET',
      path: `${catalogue}/service/list`,
      summary: 'Services (options)',
      responses: { 200: z.array(serviceOptionSchema) },
      policy: { ...READ, project: 'none' },
    },
    contextOptions: {
      method: 'GET',
      path: `${catalogue}/context/list`,
      summary: 'Contexts (options), optionally of some services',
      query: contextOptionQuerySchema,
      responses: { 200: z.array(contextOptionSchema) },
      policy: { ...READ, project: 'none' },
    },
  },
);
