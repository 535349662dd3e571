import { operationId, successStatus } from '@mentor/contract/common/endpoint';
import { DECLARED_ENDPOINTS } from '@mentor/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * Every write whose success answer carries a field named like a secret declares
 * `policy.secretAnswer`, so that the idempotency store never keeps (nor replays) that answer.
 * A new operation answering a secret fails here the day it is declared without the flag.
 */
const SECRET_NAME =
  /secret|otpauth|totp|password|private_?key|api_?key|access_?token|refresh_?token|qr_code/i;

/**
 * Fields named like a secret that hold none, with the reason. Keyed `operationId.field`.
 */
const CREDENTIAL_SECRET_LIST =
  "the credential's detail lists its secrets by their last characters, expiry and last use " +
  '(credentialSecretSchema), never a value';
const NOT_SECRETS: Readonly<Record<string, string>> = {
  'credentials.updateMappers.secrets': CREDENTIAL_SECRET_LIST,
  'credentials.toggleEnabled.secrets': CREDENTIAL_SECRET_LIST,
  'credentials.addRoles.secrets': CREDENTIAL_SECRET_LIST,
  'credentials.removeRoles.secrets': CREDENTIAL_SECRET_LIST,
};

/** Every property name at any depth of a JSON Schema. */
function propertyNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) {
    for (const item of schema) propertyNames(item, into);
  } else if (schema !== null && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && value !== null && typeof value === 'object') {
        for (const name of Object.keys(value)) into.add(name);
      }
      propertyNames(value, into);
    }
  }
  return into;
}

function secretFieldsOf(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  return [...propertyNames(json)].filter((name) => SECRET_NAME.test(name));
}

const writes = DECLARED_ENDPOINTS.filter((endpoint) => endpoint.method !== 'GET');

describe('answers carrying a secret', () => {
  it('are declared secretAnswer on every write that answers one', () => {
    const undeclared: string[] = [];
    const declared: string[] = [];
    for (const endpoint of writes) {
      const success = endpoint.responses[successStatus(endpoint)];
      if (!success) continue;
      const id = operationId(endpoint);
      const fields = secretFieldsOf(success).filter((field) => !NOT_SECRETS[`${id}.${field}`]);
      if (fields.length === 0) continue;
      declared.push(id);
      if (!endpoint.policy.secretAnswer) undeclared.push(`${id} (${fields.join(', ')})`);
    }
    expect(undeclared).toEqual([]);
    // The walk finds the known ones: a new authenticator and a new API-client secret.
    expect(declared.length).toBeGreaterThanOrEqual(4);
  });

  it('finds a secret field at any depth, in an array or a union', () => {
    const nested = z.object({
      data: z.array(z.object({ credential: z.union([z.null(), z.object({ client_secret: z.string() })]) })),
    });
    expect(secretFieldsOf(nested)).toEqual(['client_secret']);
    expect(secretFieldsOf(z.object({ name: z.string(), total: z.number() }))).toEqual([]);
  });

  it('keeps no flag where no secret is answered', () => {
    for (const endpoint of DECLARED_ENDPOINTS) {
      if (!endpoint.policy.secretAnswer) continue;
      const success = endpoint.responses[successStatus(endpoint)];
      expect(endpoint.method, operationId(endpoint)).not.toBe('GET');
      expect(success && secretFieldsOf(success).length, operationId(endpoint)).toBeGreaterThan(0);
    }
  });
});
