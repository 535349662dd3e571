import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable } from '../db/database-availability.ts';
import { databaseUnavailable, RETRY_AFTER_SECONDS } from '../http/database-unavailable.ts';
import { HttpError } from '../http/errors.ts';

const VALIDATION_MESSAGE = 'Os dados enviados são inválidos.';

/** PostgreSQL data exceptions a typed value can cause (class 22), as the caller reads them. */
const DATA_ERRORS: Record<string, string> = {
  '22P02': 'Um valor não tem o formato esperado.',
  '22008': 'Uma data ou hora não existe.',
  '22007': 'Uma data ou hora não tem o formato esperado.',
  '22003': 'Um número está fora do intervalo aceito.',
  '22021': 'Um texto contém caracteres inválidos.',
  '22001': 'Um texto é longo demais.',
};

function postgresDataError(error: unknown): string | null {
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
  return typeof code === 'string' && code in DATA_ERRORS ? code : null;
}

/** Maps every failure to the one error body; a 5xx never carries internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfter !== null) reply.header('retry-after', String(error.retryAfter));
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const where = error.validationContext ?? 'body';
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where;
        const list = errors[path] ?? [];
        list.push(issue.message ?? 'inválido');
        errors[path] = list;
      }
      return reply
        .status(422)
        .send({ message: VALIDATION_MESSAGE, error: 'Unprocessable Entity', detail: null, errors });
    }
    const pgCode = postgresDataError(error);
    if (pgCode) {
      // A safety net: input the schemas let through but a column cannot hold.
      request.log.warn({ err: error, pgCode }, 'database refused a value');
      return reply.status(422).send(
        new HttpError(422, VALIDATION_MESSAGE, {
          detail: DATA_ERRORS[pgCode] ?? null,
          errors: null,
        }).toBody(),
      );
    }
    if (isDatabaseUnreachable(error)) {
      // The database is gone or restarting: the caller may try again, nothing was done.
      request.log.warn({ err: error }, 'database unreachable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(databaseUnavailable(request).toBody());
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({
        message: 'Erro interno do servidor.',
        error: 'Internal Server Error',
        detail: null,
        errors: null,
      });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({
        message: 'Erro interno do servidor.',
        error: 'Internal Server Error',
        detail: null,
        errors: null,
      });
    }
    const message =
      status === 429
        ? 'Muitas requisições. Tente novamente em instantes.'
        : status === 413
          ? 'Arquivo ou corpo da requisição grande demais.'
          : status === 415
            ? 'Tipo de conteúdo não suportado.'
            : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'O corpo da requisição não é um JSON válido.'
              : error.message;
    return reply.status(status).send(new HttpError(status, message).toBody());
  });
}
