import { randomBytes } from 'node:crypto';
import {
  BUILT_IN_IDP,
  CREDENTIAL_MESSAGES,
  type CredentialDetail,
  type CredentialSecretAnswer,
} from '@mentor/contract/credentials';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { type Actor, actorScope, assertActorProject } from '../../http/actor.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { secretDigest } from '../../oidc/credential-clients.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { requireProject } from '../projects/projects-service.ts';
import type { CredentialDirectory, CredentialMappers, CredentialRoles } from './credential-directory.ts';
import {
  type CredentialRow,
  clientIdTaken,
  effectivePermissions,
  expireGraceSecrets,
  findCredential,
  insertCredential,
  insertSecret,
  listClientRoles,
  listCredentials,
  listRealmRoles,
  listRealms,
  listSecrets,
  merchantProject,
  retireCurrentSecret,
  toCredential,
  tokensLast24h,
  updateCredential,
} from './credentials-repository.ts';

/** History context of credential changes. */
export const CREDENTIAL_CONTEXT = 'credential';
const DEFAULT_REALM = 'mentor';

/** A new secret: 256 random bits, URL-safe; only its digest is stored. */
export function newSecret(): { secret: string; digest: Buffer; hint: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, digest: secretDigest(secret), hint: secret.slice(-4) };
}

/** A client id from the name: lower-case ASCII words joined by dashes, and a random suffix. */
export function clientIdFor(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return `${slug.length >= 2 ? slug : 'cliente'}-${randomBytes(3).toString('hex')}`;
}

/** A built-in credential id from the path, or 404 (Keycloak's ids are UUIDs). */
function credentialId(id: string): number {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw notFound(CREDENTIAL_MESSAGES.notFound);
  return Number(id);
}

/** What the audit rows keep of a credential: never a secret. */
function audited(row: CredentialRow) {
  return {
    client_id: row.client_id,
    client_name: row.client_name,
    realm: row.realm,
    project_id: row.project_id,
    merchant_id: row.merchant_id,
    client_roles: [...row.client_roles].sort(),
    realm_roles: [...row.realm_roles].sort(),
    enabled: row.enabled,
  };
}

async function checkRoles(db: Database, roles: CredentialRoles): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (roles.client_roles.length > 0) {
    const known = new Set((await listClientRoles(db)).map((r) => r.code));
    const unknown = roles.client_roles.filter((r) => !known.has(r));
    if (unknown.length > 0)
      errors.client_roles = [`${CREDENTIAL_MESSAGES.unknownClientRole} (${unknown.join(', ')})`];
  }
  if (roles.realm_roles.length > 0) {
    const known = new Set((await listRealmRoles(db)).map((r) => r.role_name));
    const unknown = roles.realm_roles.filter((r) => !known.has(r));
    if (unknown.length > 0)
      errors.realm_roles = [`${CREDENTIAL_MESSAGES.unknownRealmRole} (${unknown.join(', ')})`];
  }
  if (Object.keys(errors).length > 0) throw unprocessable('Verifique as permissões e os serviços.', errors);
}

/** The project must be one the caller may see; the merchant, when given, must belong to it. */
async function checkMappers(db: Database, actor: Actor, mappers: CredentialMappers): Promise<void> {
  await requireProject(db, actor, mappers.project_id);
  if (mappers.merchant_id !== null && mappers.merchant_id !== undefined) {
    const project = await merchantProject(db, mappers.merchant_id);
    if (project !== mappers.project_id) {
      throw unprocessable(CREDENTIAL_MESSAGES.merchantNotInProject, {
        merchant_id: [CREDENTIAL_MESSAGES.merchantNotInProject],
      });
    }
  }
}

const unique = (values: string[]) => [...new Set(values)];

/** Credentials as confidential clients of the built-in provider (src/oidc/credential-clients.ts). */
export function builtInDirectory(db: Database): CredentialDirectory {
  async function detail(conn: Database, row: CredentialRow): Promise<CredentialDetail> {
    const [secrets, tokens] = await Promise.all([listSecrets(conn, row.id), tokensLast24h(conn, row.id)]);
    return {
      ...toCredential(row),
      mappers: { project_id: row.project_id, merchant_id: row.merchant_id },
      secrets,
      tokens_last_24h: tokens,
    };
  }

  async function visible(conn: Database, actor: Actor, id: string, lock = false) {
    const row = await findCredential(conn, credentialId(id), lock);
    if (!row) throw notFound(CREDENTIAL_MESSAGES.notFound);
    assertActorProject(actor, row.project_id);
    return row;
  }

  /** One audited change under the credential's row lock. */
  async function change(
    actor: Actor,
    id: string,
    apply: (trx: Database, row: CredentialRow) => Promise<void>,
  ): Promise<CredentialDetail> {
    return db.transaction().execute(async (trx) => {
      const before = await visible(trx, actor, id, true);
      await apply(trx, before);
      const after = await findCredential(trx, before.id);
      if (!after) throw notFound(CREDENTIAL_MESSAGES.notFound);
      await audit(trx, actor, {
        tableContext: CREDENTIAL_CONTEXT,
        recordId: before.id,
        action: 'UPDATE',
        before: audited(before),
        after: audited(after),
        projectId: after.project_id,
      });
      return detail(trx, after);
    });
  }

  return {
    idp: BUILT_IN_IDP,

    list(actor, filters, page) {
      return listCredentials(db, filters, page, actorScope(actor));
    },

    async read(actor, id) {
      return detail(db, await visible(db, actor, id));
    },

    async create(actor, input): Promise<CredentialSecretAnswer> {
      const user = actor.user;
      const roles = { client_roles: unique(input.client_roles), realm_roles: unique(input.realm_roles) };
      await checkRoles(db, roles);
      await checkMappers(db, actor, input);
      const realm = input.realm ?? DEFAULT_REALM;
      if (!(await listRealms(db)).some((r) => r.realm === realm)) {
        throw unprocessable('Realm desconhecido.', { realm: ['Realm desconhecido.'] });
      }
      let clientId = clientIdFor(input.client_name);
      while (await clientIdTaken(db, clientId)) clientId = clientIdFor(input.client_name);
      const secret = newSecret();
      try {
        return await db.transaction().execute(async (trx) => {
          const id = await insertCredential(trx, {
            realm,
            client_id: clientId,
            client_name: input.client_name,
            project_id: input.project_id,
            merchant_id: input.merchant_id ?? null,
            ...roles,
            created_by: user.username,
          });
          await insertSecret(trx, {
            credential_id: id,
            secret_digest: secret.digest,
            hint: secret.hint,
            created_by: user.username,
          });
          const row = await findCredential(trx, id);
          if (!row) throw notFound(CREDENTIAL_MESSAGES.notFound);
          await audit(trx, actor, {
            tableContext: CREDENTIAL_CONTEXT,
            recordId: id,
            action: 'CREATE',
            before: null,
            after: { ...audited(row), secret_hint: secret.hint },
            projectId: row.project_id,
          });
          return { id, client_id: clientId, client_secret: secret.secret, previous_expires_at: null };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('Já existe uma credencial com este identificador.');
        throw error;
      }
    },

    async updateMappers(actor, id, input) {
      await checkMappers(db, actor, input);
      return change(actor, id, async (trx, row) => {
        await updateCredential(trx, row.id, {
          project_id: input.project_id,
          merchant_id: input.merchant_id ?? null,
        });
      });
    },

    setEnabled(actor, id, enabled) {
      return change(actor, id, async (trx, row) => {
        if (row.enabled === enabled) throw conflict(CREDENTIAL_MESSAGES.alreadyInState);
        await updateCredential(trx, row.id, { enabled });
        // A disabled credential keeps no secret in a grace window: re-enabling needs a reset.
        if (!enabled) await expireGraceSecrets(trx, row.id);
      });
    },

    async addRoles(actor, id, roles) {
      await checkRoles(db, roles);
      return change(actor, id, async (trx, row) => {
        await updateCredential(trx, row.id, {
          client_roles: unique([...row.client_roles, ...roles.client_roles]),
          realm_roles: unique([...row.realm_roles, ...roles.realm_roles]),
        });
      });
    },

    removeRoles(actor, id, roles) {
      return change(actor, id, async (trx, row) => {
        await updateCredential(trx, row.id, {
          client_roles: row.client_roles.filter((r) => !roles.client_roles.includes(r)),
          realm_roles: row.realm_roles.filter((r) => !roles.realm_roles.includes(r)),
        });
      });
    },

    async resetSecret(actor, id, graceMinutes): Promise<CredentialSecretAnswer> {
      const user = actor.user;
      const secret = newSecret();
      return db.transaction().execute(async (trx) => {
        const row = await visible(trx, actor, id, true);
        if (!row.enabled && graceMinutes > 0) {
          throw unprocessable('Uma credencial desativada não mantém o segredo anterior.', {
            grace_minutes: ['Uma credencial desativada não mantém o segredo anterior.'],
          });
        }
        const previous = await retireCurrentSecret(trx, row.id, graceMinutes);
        await insertSecret(trx, {
          credential_id: row.id,
          secret_digest: secret.digest,
          hint: secret.hint,
          created_by: user.username,
        });
        await audit(trx, actor, {
          tableContext: CREDENTIAL_CONTEXT,
          recordId: row.id,
          action: 'UPDATE',
          before: { secret: 'replaced' },
          after: {
            secret_hint: secret.hint,
            grace_minutes: graceMinutes,
            previous_expires_at: previous?.toISOString() ?? null,
          },
          projectId: row.project_id,
        });
        return {
          id: row.id,
          client_id: row.client_id,
          client_secret: secret.secret,
          previous_expires_at: previous?.toISOString() ?? null,
        };
      });
    },

    async effectivePermissions(actor, id) {
      const row = await visible(db, actor, id);
      if (!row.enabled) return [];
      return effectivePermissions(db, row.realm_roles, row.client_roles);
    },

    clientRoles: () => listClientRoles(db),
    realmRoles: () => listRealmRoles(db),
    realms: () => listRealms(db),
  };
}
