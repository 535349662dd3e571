import type {
  ClientRoleOption,
  Credential,
  CredentialDetail,
  CredentialSecretAnswer,
  EffectivePermission,
  IdpName,
  RealmOption,
  RealmRoleOption,
} from '@mentor/contract/credentials';
import type { Actor } from '../../http/actor.ts';
import type { Paged, PageRequest } from '../../http/paging.ts';
import type { CredentialFilters } from './credentials-repository.ts';

/** Parsed bodies of the credential calls. */
export interface CreateCredential {
  project_id: number;
  merchant_id?: number | null | undefined;
  client_name: string;
  client_roles: string[];
  realm_roles: string[];
  realm?: string | undefined;
}
export interface CredentialMappers {
  project_id: number;
  merchant_id?: number | null | undefined;
}
export interface CredentialRoles {
  client_roles: string[];
  realm_roles: string[];
}

/**
 * Where credentials live: the built-in provider's tables, or a Keycloak realm through its admin
 * API. The routes talk to this interface only; each implementation keeps the project scope and
 * writes the audit row of every change.
 */
export interface CredentialDirectory {
  readonly idp: IdpName;
  list(actor: Actor, filters: CredentialFilters, page: PageRequest): Promise<Paged<Credential>>;
  read(actor: Actor, id: string): Promise<CredentialDetail>;
  create(actor: Actor, input: CreateCredential): Promise<CredentialSecretAnswer>;
  updateMappers(actor: Actor, id: string, input: CredentialMappers): Promise<CredentialDetail>;
  setEnabled(actor: Actor, id: string, enabled: boolean): Promise<CredentialDetail>;
  addRoles(actor: Actor, id: string, roles: CredentialRoles): Promise<CredentialDetail>;
  removeRoles(actor: Actor, id: string, roles: CredentialRoles): Promise<CredentialDetail>;
  resetSecret(actor: Actor, id: string, graceMinutes: number): Promise<CredentialSecretAnswer>;
  effectivePermissions(actor: Actor, id: string): Promise<EffectivePermission[]>;
  clientRoles(): Promise<ClientRoleOption[]>;
  realmRoles(): Promise<RealmRoleOption[]>;
  realms(): Promise<RealmOption[]>;
}
