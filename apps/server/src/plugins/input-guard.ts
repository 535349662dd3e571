import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unprocessable } from '../http/errors.ts';

export const NUL_MESSAGE = 'O campo não pode conter o caractere nulo (\\0)';
const VALIDATION_MESSAGE = 'Os dados enviados são inválidos.';
const MAX_DEPTH = 32;

/** Paths (a.b.0) of every string holding a NUL byte, which no PostgreSQL text column can store. */
export function nulPaths(value: unknown, path = '', depth = 0, found: string[] = []): string[] {
  if (depth > MAX_DEPTH || found.length >= 20) return found;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      nulPaths(item, path ? `${path}.${i}` : String(i), depth + 1, found);
    }
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push(path ? `${path}.${key}` : key);
      nulPaths(item, path ? `${path}.${key}` : key, depth + 1, found);
    }
  }
  return found;
}

function check(request: FastifyRequest) {
  const errors: Record<string, string[]> = {};
  for (const [where, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    for (const path of nulPaths(value)) errors[path || where] = [NUL_MESSAGE];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(VALIDATION_MESSAGE, errors);
}

/**
 * Refuses a NUL byte anywhere in a request's path, query or JSON body with a field error,
 * before validation, so no route has to remember it and no code is spent on such a request.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    check(request);
  });
}
