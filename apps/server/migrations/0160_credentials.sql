-- API credentials (OAuth clients of the identity provider) and the catalogue of the platform's
-- APIs: platforms, services (the realm roles a client holds) and their contexts (method + path).

CREATE TABLE api_platform (
  platform    text PRIMARY KEY CHECK (platform ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,59}$'),
  description text NOT NULL DEFAULT ''
);

-- A service of a platform; a credential holding its realm role may call the service's contexts.
CREATE TABLE api_service (
  id           serial PRIMARY KEY,
  service      text NOT NULL UNIQUE CHECK (service ~ '^[a-z0-9][a-z0-9_.-]{1,79}$'),
  service_name text NOT NULL,
  platform     text NOT NULL REFERENCES api_platform(platform),
  description  text NOT NULL DEFAULT '',
  -- Identity of the realm role that grants the service (Keycloak's role id).
  role_id      uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_service_platform_idx ON api_service (platform);

CREATE TABLE api_context (
  id           serial PRIMARY KEY,
  service_id   integer NOT NULL REFERENCES api_service(id),
  context      text NOT NULL,
  request_type text NOT NULL CHECK (request_type IN ('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS')),
  path         text NOT NULL CHECK (path LIKE '/%'),
  description  text NOT NULL DEFAULT '',
  -- Client role (permission) needed on top of the service's realm role; null: the service is enough.
  client_role  text,
  UNIQUE (service_id, context)
);

-- Permissions a credential may hold (client roles).
CREATE TABLE credential_client_role (
  code        text PRIMARY KEY CHECK (code ~ '^[a-z0-9][a-z0-9_.:-]{1,79}$'),
  description text NOT NULL
);

CREATE TABLE credential_realm (
  realm text PRIMARY KEY CHECK (realm ~ '^[a-z0-9][a-z0-9_-]{1,59}$')
);

CREATE TABLE credential (
  id           serial PRIMARY KEY,
  realm        text NOT NULL REFERENCES credential_realm(realm),
  client_id    text NOT NULL UNIQUE CHECK (client_id ~ '^[a-z0-9][a-z0-9._-]{2,99}$'),
  client_name  text NOT NULL CHECK (length(client_name) BETWEEN 1 AND 120),
  project_id   integer NOT NULL REFERENCES project(id),
  merchant_id  integer REFERENCES merchant(id),
  client_roles text[] NOT NULL DEFAULT '{}',
  realm_roles  text[] NOT NULL DEFAULT '{}',
  enabled      boolean NOT NULL DEFAULT true,
  created_by   text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX credential_project_idx ON credential (project_id, created_at DESC);
CREATE INDEX credential_merchant_idx ON credential (merchant_id);

-- Secrets are kept only as SHA-256 digests (they are 256-bit random values, shown once).
-- expires_at null: the current secret; set: a replaced secret accepted until then.
CREATE TABLE credential_secret (
  id            serial PRIMARY KEY,
  credential_id integer NOT NULL REFERENCES credential(id) ON DELETE CASCADE,
  secret_digest bytea NOT NULL UNIQUE,
  hint          text NOT NULL,
  created_by    text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz,
  last_used_at  timestamptz
);
CREATE INDEX credential_secret_credential_idx ON credential_secret (credential_id, created_at DESC);
CREATE UNIQUE INDEX credential_secret_current_idx ON credential_secret (credential_id) WHERE expires_at IS NULL;

-- Tokens issued per credential and hour: the traffic shown before disabling a credential.
CREATE TABLE credential_usage (
  credential_id integer NOT NULL REFERENCES credential(id) ON DELETE CASCADE,
  hour          timestamptz NOT NULL,
  tokens        integer NOT NULL DEFAULT 0,
  PRIMARY KEY (credential_id, hour)
);

INSERT INTO credential_realm (realm) VALUES ('mentor');
