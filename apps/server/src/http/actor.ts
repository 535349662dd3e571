import type { ReasonInput } from '@mentor/contract/privacy';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../config/clock.ts';
import type { AuthUser } from './auth-user.ts';
import { forbidden, notFound, unauthorized } from './errors.ts';

/** The second person of a four-eyes change, recorded beside the requester. */
export interface Approver {
  username: string;
  fullName: string | null;
}

/**
 * Who acts on a call, as services see it: the signed-in user (their roles, permissions and
 * project scope), the reason given for a sensitive action, the approver of a four-eyes change,
 * the request it belongs to and the clock decisions are taken on. Routes build it from the
 * HTTP request ({@link actorOf}); an approved change and a background job build it from what
 * they stored. Services take an actor, never a request.
 */
export interface Actor {
  user: AuthUser;
  reason: ReasonInput | null;
  approvedBy: Approver | null;
  /** Id of the request that carried the call (written into audit rows). */
  requestId: string;
  clock: Clock;
}

/**
 * The actor of an authenticated request. A call is never approved by its own request: an
 * approved change is applied with an actor built from the stored change (approvals-service.ts).
 */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.user) throw unauthorized();
  return {
    user: request.user,
    reason: request.reason ?? null,
    approvedBy: null,
    requestId: request.id,
    clock: request.server.clock,
  };
}

/**
 * The projects an actor may touch: their own project for a single-project user, `null` (every
 * project) for a multi-project user. A record outside it answers 404, so its existence is not
 * disclosed.
 */
export function actorScope(actor: Actor): number | null {
  if (actor.user.multiProject) return null;
  if (actor.user.projectId === null) throw forbidden('Projeto não configurado');
  return actor.user.projectId;
}

/** Checks a project id named in a path or body against the actor's scope. */
export function assertActorProject(actor: Actor, projectId: number | null | undefined): void {
  const scope = actorScope(actor);
  if (scope !== null && projectId !== scope) throw notFound();
}

/** The project filter a list must apply: the actor's own, or the one a multi-project user asked for. */
export function actorProjectFilter(actor: Actor, requested: number | undefined): number | undefined {
  const scope = actorScope(actor);
  if (scope === null) return requested;
  if (requested !== undefined && requested !== scope) throw notFound();
  return scope;
}
