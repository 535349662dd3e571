import type { ColumnType, Generated } from 'kysely';

/** Row types of API credentials and the API catalogue (migrations/0160_credentials.sql). */
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type RequestType = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

export interface ApiPlatformTable {
  platform: string;
  description: Generated<string>;
}

export interface ApiServiceTable {
  id: Generated<number>;
  service: string;
  service_name: string;
  platform: string;
  description: Generated<string>;
  role_id: Generated<string>;
  created_at: Stamp;
}

export interface ApiContextTable {
  id: Generated<number>;
  service_id: number;
  context: string;
  request_type: RequestType;
  path: string;
  description: Generated<string>;
  client_role: string | null;
}

export interface CredentialClientRoleTable {
  code: string;
  description: string;
}

export interface CredentialRealmTable {
  realm: string;
}

export interface CredentialTable {
  id: Generated<number>;
  realm: string;
  client_id: string;
  client_name: string;
  project_id: number;
  merchant_id: number | null;
  client_roles: ColumnType<string[], string[] | undefined, string[]>;
  realm_roles: ColumnType<string[], string[] | undefined, string[]>;
  enabled: Generated<boolean>;
  created_by: string;
  created_at: Stamp;
  updated_at: Stamp;
  last_used_at: NullableStamp;
}

export interface CredentialSecretTable {
  id: Generated<number>;
  credential_id: number;
  secret_digest: Buffer;
  hint: string;
  created_by: string;
  created_at: Stamp;
  expires_at: NullableStamp;
  last_used_at: NullableStamp;
}

export interface CredentialUsageTable {
  credential_id: number;
  hour: Stamp;
  tokens: Generated<number>;
}

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
