import type { Generated } from 'kysely';
import type { DB as RowTypes } from './schema.gen.ts';

/** Row types of API credentials and the API catalogue (migrations/0160_credentials.sql). */

export type RequestType = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

export type ApiPlatformTable = RowTypes['api_platform'];

export type ApiServiceTable = RowTypes['api_service'];

export interface ApiContextTable {
  id: Generated<number>;
  service_id: number;
  context: string;
  request_type: RequestType;
  path: string;
  description: Generated<string>;
  client_role: string | null;
}

export type CredentialClientRoleTable = RowTypes['credential_client_role'];

export type CredentialRealmTable = RowTypes['credential_realm'];

export type CredentialTable = RowTypes['credential'];

export type CredentialSecretTable = RowTypes['credential_secret'];

export type CredentialUsageTable = RowTypes['credential_usage'];

export interface CredentialsTables {
  api_platform: ApiPlatformTable;
  api_service: ApiServiceTable;
  api_context: ApiContextTable;
  credential_client_role: CredentialClientRoleTable;
  credential_realm: CredentialRealmTable;
  credential: CredentialTable;
  credential_secret: CredentialSecretTable;
  credential_usage: CredentialUsageTable;
}
