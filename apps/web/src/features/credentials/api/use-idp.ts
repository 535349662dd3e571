import { BUILT_IN_IDP, type IdpName } from '@mentor/contract/credentials';
import { useConsoleConfig } from '../../../shared/lib/config/console-config';

/** The identity provider in use: Keycloak when the sign-in authority is a Keycloak realm. */
export function idpOf(authority: string): IdpName {
  return /\/realms\/[^/]+\/?$/.test(authority) ? 'keycloak' : BUILT_IN_IDP;
}

export function useIdp(): IdpName {
  return idpOf(useConsoleConfig().auth.authority);
}
