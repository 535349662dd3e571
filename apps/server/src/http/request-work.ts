import type { FastifyRequest } from 'fastify';

/**
 * How a request's work runs. A plugin may wrap it: the idempotency policy runs the work of a
 * request holding a key in one transaction that commits with the key's answer
 * (plugins/idempotency-policy.ts, ADR 0700). Without a wrapper the work just runs.
 */
export type RequestWork = <T>(work: () => Promise<T>) => Promise<T>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a plugin for this request only; null when the work runs as it is. */
    requestWork: RequestWork | null;
  }
}

/** Runs a request's work through the wrapper a plugin set for it, if any. */
export function runRequestWork<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  return request.requestWork ? request.requestWork(work) : work();
}
