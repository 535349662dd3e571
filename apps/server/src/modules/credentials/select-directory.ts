import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import type { CredentialDirectory } from './credential-directory.ts';
import { builtInDirectory } from './credentials-service.ts';
import { KeycloakCredentialDirectory } from './keycloak-credential-directory.ts';

/** Keycloak's admin API when OIDC_ISSUER names a realm (with admin client), else the built-in provider. */
export function selectCredentialDirectory(db: Database, env: Env): CredentialDirectory {
  if (env.OIDC_ISSUER && env.KEYCLOAK_ADMIN_CLIENT_ID && env.KEYCLOAK_ADMIN_CLIENT_SECRET) {
    return new KeycloakCredentialDirectory(db, {
      issuer: env.OIDC_ISSUER,
      clientId: env.KEYCLOAK_ADMIN_CLIENT_ID,
      clientSecret: env.KEYCLOAK_ADMIN_CLIENT_SECRET,
    });
  }
  return builtInDirectory(db);
}
