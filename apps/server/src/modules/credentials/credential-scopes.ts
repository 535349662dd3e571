import { CREDENTIAL_MESSAGES, credentialScopePermissions } from '@mentor/contract/credentials';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { hasPermissions } from '../../http/auth-user.ts';
import { HttpError } from '../../http/errors.ts';
import type { CredentialDirectory, CredentialRoles } from './credential-directory.ts';
import { scopesOfServices } from './credentials-repository.ts';

/**
 * Refuses (403, with the field errors) a credential given scopes beyond its creator's: every
 * scope (client role), and every scope a service (realm role) opens, needs the staff permissions
 * `CREDENTIAL_SCOPE_PERMISSIONS` maps it to. Codes the directory does not know are left to its
 * own 422. Runs before anything changes; the one-time code is given back with the 403.
 */
export async function assertScopesWithinCaller(
  db: Database,
  directory: CredentialDirectory,
  actor: Actor,
  roles: CredentialRoles,
): Promise<void> {
  const user = actor.user;
  if (user.permissions.includes('bypass_permission')) return;
  const mayGive = (scope: string) => hasPermissions(user, credentialScopePermissions(scope));
  const services = [...new Set(roles.realm_roles)];
  const opened = new Map<string, string[]>();
  for (const service of services) opened.set(service, await scopesOfServices(db, [service]));
  const asked = [...roles.client_roles, ...[...opened.values()].flat()];
  if (asked.every(mayGive)) return;
  // Only now ask the directory which codes exist (Keycloak answers over the network).
  const known = new Set((await directory.clientRoles()).map((r) => r.code));
  const lacking = (scope: string) => (known.has(scope) && !mayGive(scope) ? [scope] : []);
  const beyond = (scopes: readonly string[]) =>
    [...new Set(scopes.flatMap(lacking))].sort().map((scope) => {
      const needed = credentialScopePermissions(scope).filter((p) => !hasPermissions(user, [p]));
      return `${scope} (exige ${needed.join(', ')})`;
    });
  const errors: Record<string, string[]> = {};
  const direct = beyond(roles.client_roles);
  if (direct.length > 0)
    errors.client_roles = [`${CREDENTIAL_MESSAGES.scopeBeyondCaller}: ${direct.join('; ')}`];
  for (const [service, scopes] of opened) {
    const beyondService = beyond(scopes);
    if (beyondService.length > 0) {
      errors.realm_roles = [
        ...(errors.realm_roles ?? []),
        `${CREDENTIAL_MESSAGES.scopeBeyondCaller}: ${service} abre ${beyondService.join('; ')}`,
      ];
    }
  }
  if (Object.keys(errors).length > 0) {
    throw new HttpError(403, `${Object.values(errors).flat().join('. ')}.`, { errors });
  }
}
