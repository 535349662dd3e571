import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/database.ts';

/** The Fastify instance every module registers its routes on (zod-typed schemas). */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What modules receive: the database and the configuration. */
export interface AppDeps {
  db: Database;
  env: Env;
}
