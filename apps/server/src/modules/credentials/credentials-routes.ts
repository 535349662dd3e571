import {
  CREDENTIAL_MESSAGES,
  clientRoleOptionSchema,
  credentialCreateSchema,
  credentialDetailSchema,
  credentialListQuerySchema,
  credentialMappersSchema,
  credentialPagedSchema,
  credentialRolesSchema,
  credentialSecretAnswerSchema,
  credentialToggleSchema,
  effectivePermissionSchema,
  IDP_NAMES,
  realmOptionSchema,
  realmRoleOptionSchema,
  secretResetSchema,
} from '@mentor/contract/credentials';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { notFound } from '../../http/errors.ts';
import { routesOf } from '../../http/route.ts';
import { errorBodySchema } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import type { CredentialDirectory } from './credential-directory.ts';
import { selectCredentialDirectory } from './select-directory.ts';

const route = routesOf('credentials');
const PERMISSION = 'manage_credentials';
const READ = PERMISSION;
const WRITE = { permission: PERMISSION, otp: true } as const;

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

/**
 * API credentials (financial/Pix/onboarding spec §7): clients of the identity provider in use,
 * named by the `{idp}` path segment (`mentor` for the built-in provider, `keycloak` with
 * OIDC_ISSUER). Another provider's name answers 404.
 */
export async function credentialsRoutes(app: App, deps: AppDeps): Promise<void> {
  const directory = selectCredentialDirectory(deps.db, deps.env);
  const use = (name: string): CredentialDirectory => {
    if (name !== directory.idp) throw notFound(CREDENTIAL_MESSAGES.idpNotInUse);
    return directory;
  };

  app.get(
    '/api/v1/credential/:idp',
    route(READ, {
      summary: 'Credentials, newest first, 10 per page',
      params: idpParams,
      querystring: credentialListQuerySchema,
      response: { 200: credentialPagedSchema },
    }),
    async (request) => {
      const { page, perPage, sortBy: _s, sortDesc: _d, ...filters } = request.query;
      return use(request.params.idp).list(request, filters, { page, perPage });
    },
  );

  app.post(
    '/api/v1/credential/:idp',
    route(WRITE, {
      summary: 'Create a credential: a confidential client with its roles; the secret is shown once',
      params: idpParams,
      body: credentialCreateSchema,
      response: { 200: credentialSecretAnswerSchema, 409: errorBodySchema },
    }),
    async (request) => use(request.params.idp).create(request, request.body),
  );

  app.get(
    '/api/v1/credential/:idp/client-roles',
    route(READ, {
      summary: 'Client roles (permissions) a credential may hold',
      params: idpParams,
      response: { 200: z.array(clientRoleOptionSchema) },
    }),
    async (request) => use(request.params.idp).clientRoles(),
  );

  app.get(
    '/api/v1/credential/:idp/realm-roles',
    route(READ, {
      summary: 'Realm roles (services) a credential may hold',
      params: idpParams,
      response: { 200: z.array(realmRoleOptionSchema) },
    }),
    async (request) => use(request.params.idp).realmRoles(),
  );

  app.get(
    '/api/v1/credential/:idp/realms',
    route(READ, { summary: 'Realms', params: idpParams, response: { 200: z.array(realmOptionSchema) } }),
    async (request) => use(request.params.idp).realms(),
  );

  app.get(
    '/api/v1/credential/:id/:idp',
    route(READ, {
      summary: 'Credential: roles, mappers, secrets with their expiry and last use, traffic of 24 hours',
      params: credentialParams,
      response: { 200: credentialDetailSchema },
    }),
    async (request) => use(request.params.idp).read(request, request.params.id),
  );

  app.put(
    '/api/v1/credential/:id/:idp/mappers',
    route(WRITE, {
      summary: 'Change the project and merchant mapped into the credential tokens',
      params: credentialParams,
      body: credentialMappersSchema,
      response: detail,
    }),
    async (request) => use(request.params.idp).updateMappers(request, request.params.id, request.body),
  );

  app.put(
    '/api/v1/credential/:id/:idp/toggle-enabled',
    route(
      { ...WRITE, reason: {} },
      {
        summary: 'Enable or disable a credential (with a reason); a disabled one gets no token',
        params: credentialParams,
        body: credentialToggleSchema,
        response: detail,
      },
    ),
    async (request) => use(request.params.idp).setEnabled(request, request.params.id, request.body.enabled),
  );

  app.post(
    '/api/v1/credential/:id/:idp/roles',
    route(WRITE, {
      summary: 'Associate client roles and realm roles',
      params: credentialParams,
      body: credentialRolesSchema,
      response: detail,
    }),
    async (request) => use(request.params.idp).addRoles(request, request.params.id, request.body),
  );

  app.delete(
    '/api/v1/credential/:id/:idp/roles',
    route(WRITE, {
      summary: 'Remove client roles and realm roles (gone from the next token)',
      params: credentialParams,
      body: credentialRolesSchema,
      response: detail,
    }),
    async (request) => use(request.params.idp).removeRoles(request, request.params.id, request.body),
  );

  app.put(
    '/api/v1/credential/:id/:idp/client-secret/reset',
    route(WRITE, {
      summary: 'New secret, shown once; the old one stops at once or after a grace window',
      params: credentialParams,
      body: secretResetSchema,
      response: { 200: credentialSecretAnswerSchema },
    }),
    async (request) =>
      use(request.params.idp).resetSecret(request, request.params.id, request.body.grace_minutes),
  );

  app.get(
    '/api/v1/credential/:id/:idp/effective-permissions',
    route(READ, {
      summary: "What the credential's token may call: its services' contexts and the permission each needs",
      params: credentialParams,
      response: { 200: z.array(effectivePermissionSchema) },
    }),
    async (request) => use(request.params.idp).effectivePermissions(request, request.params.id),
  );

  await catalogueRoutes(app, deps);
}
