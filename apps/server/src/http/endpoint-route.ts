import {
  type Endpoint,
  type EndpointReply,
  operationId,
  servedPath,
  successStatus,
} from '@mentor/contract/common/endpoint';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import { type Actor, actorOf } from './actor.ts';
import type { App } from './app-types.ts';
import type { ApprovalCommand, CommandInput } from './approval-command.ts';
import { listProjectFilter, projectScope } from './project-scope.ts';
import { runRequestWork } from './request-work.ts';
import type { ApprovalHookInput, ApprovalHooks, ApprovalPolicy, RoutePolicy } from './route-policy.ts';
import { errorResponses } from './schemas.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The caller's project bound of a list: one project, or null for all of them. */
type ProjectInput<E extends Endpoint> = E['policy']['project'] extends { query: string } | 'caller'
  ? { project: number | null }
  : unknown;

/** What a handler receives: the validated input and, for lists, the project bound to apply. */
export type EndpointInput<E extends Endpoint> = {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
} & ProjectInput<E>;

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply>;

/** What the approval hooks of an operation receive: its validated params, query and body. */
export type EndpointHookInput<E extends Endpoint> = ApprovalHookInput<
  Out<E['params']>,
  Out<E['query']>,
  Out<E['body']>
>;

/** Server-side parts of a policy that a declaration cannot hold (functions of the database). */
export interface ServerPolicy<E extends Endpoint = Endpoint> {
  approval?: ApprovalHooks<EndpointHookInput<E>> & Pick<ApprovalPolicy, 'command'>;
  /** The response serialiser of a route answering thousands of rows (`parsedResponseSerializer`). */
  serializerCompiler?: FastifySerializerCompiler<unknown>;
  /** Runs before the input is validated (e.g. the record's scope checked before a large body). */
  preValidation?: (request: FastifyRequest) => Promise<void>;
}

/** Fastify's form of a declared path: `{uuid}` → `:uuid`. */
export const routeUrl = (endpoint: Endpoint) => servedPath(endpoint).replace(/\{([A-Za-z_]\w*)\}/g, ':$1');

/** The route policy the access-control, approval, reason and personal-data plugins read. */
export function routePolicyOf<E extends Endpoint>(endpoint: E, server: ServerPolicy<E> = {}): RoutePolicy {
  const { permission, explicit, otp, approval, reason, personalData, project, idempotency, secretAnswer } =
    endpoint.policy;
  return {
    permission,
    project,
    ...(endpoint.policy.public ? { public: true } : {}),
    ...(explicit ? { explicit } : {}),
    ...(otp ? { otp } : {}),
    // The approval plugin hands each hook the validated input of its own route.
    ...(approval
      ? { approval: { ...approval, ...(server.approval as ApprovalHooks & Pick<ApprovalPolicy, 'command'>) } }
      : {}),
    ...(reason ? { reason } : {}),
    ...(personalData ? { personalData } : {}),
    ...(idempotency ? { idempotency } : {}),
    ...(secretAnswer ? { secretAnswer } : {}),
  };
}

/**
 * Registers a declared operation: its path, schemas, OpenAPI tag and id, standard error answers
 * and policy all come from the declaration; the handler only calls the service.
 *
 * ```ts
 * serve(app, pix.readInfraction, ({ params }, request) => readInfraction(db, request, params.uuid));
 * ```
 */
export function serve<E extends Endpoint>(
  app: App,
  endpoint: E,
  handler: EndpointHandler<E>,
  server: ServerPolicy<E> = {},
): void {
  const status = successStatus(endpoint);
  const scope = endpoint.policy.project;
  app.route({
    method: endpoint.method,
    url: routeUrl(endpoint),
    config: { policy: routePolicyOf(endpoint, server) },
    ...(server.serializerCompiler ? { serializerCompiler: server.serializerCompiler } : {}),
    ...(server.preValidation ? { preValidation: server.preValidation } : {}),
    schema: {
      tags: [endpoint.area],
      operationId: operationId(endpoint),
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.upload ? { consumes: ['multipart/form-data'] } : {}),
      // A public operation asks for no token: it can only refuse its input.
      response: {
        ...(endpoint.policy.public ? { 422: errorResponses[422] } : errorResponses),
        ...endpoint.responses,
      },
    },
    handler: async (request, reply) => {
      const query = request.query as Record<string, unknown> | undefined;
      const project =
        typeof scope === 'object'
          ? (listProjectFilter(request, query?.[scope.query] as number | undefined) ?? null)
          : scope === 'caller'
            ? projectScope(request)
            : undefined;
      if (status !== 200) reply.status(status);
      // Without a declared type the handler sets its own (an export in the format asked for).
      if (endpoint.file?.contentType) reply.header('content-type', endpoint.file.contentType);
      const input = { params: request.params, query, body: request.body, project };
      // A request holding an idempotency key acts in one transaction that commits with the key's
      // answer. The response schemas of the declaration check what the handler returns.
      return (await runRequestWork(request, () =>
        handler(input as unknown as EndpointInput<E>, request, reply),
      )) as never;
    },
  });
}

/** The stored input a gated operation's command applies: its validated params, query and body. */
export type EndpointCommandInput<E extends Endpoint> = CommandInput<
  Out<E['params']>,
  Out<E['query']>,
  Out<E['body']>
>;

/** The change of a gated operation, given the actor, its input and the database to write with. */
export type EndpointCommand<E extends Endpoint> = (
  actor: Actor,
  input: EndpointCommandInput<E>,
  db: Database,
) => Promise<EndpointReply<E>>;

/**
 * Registers a gated operation (policy `approval`) whose change is a named command: the handler
 * applies it at once as the caller, with the pool; when the rule holds the call for a second
 * person, the approvals module applies the same command with the stored input, as the requester
 * with the approver beside them, in the approver's transaction.
 *
 * ```ts
 * serveCommand(app, db, payments.rollbackPayment, (actor, { params }, trx) =>
 *   rollbackPayment(trx, actor, params.id));
 * ```
 */
export function serveCommand<E extends Endpoint>(
  app: App,
  db: Database,
  endpoint: E,
  apply: EndpointCommand<E>,
  server: ServerPolicy<E> = {},
): void {
  if (!endpoint.policy.approval) throw new Error(`${operationId(endpoint)} declares no approval`);
  const command: ApprovalCommand<EndpointCommandInput<E>> = {
    name: operationId(endpoint),
    status: successStatus(endpoint),
    apply,
  };
  serve(
    app,
    endpoint,
    ({ params, query, body }, request) => apply(actorOf(request), { params, query, body, frozen: null }, db),
    { ...server, approval: { ...server.approval, command: command as ApprovalCommand } },
  );
}
