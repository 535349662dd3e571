import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../http/errors.ts';

const VALIDATION_MESSAGE = 'Os dados enviados são inválidos.';

/** Maps every failure to the one error body; a 5xx never carries internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
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
