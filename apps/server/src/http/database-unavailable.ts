import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

const MESSAGES = {
  'pt-BR': {
    message: 'O banco de dados está indisponível no momento. Tente novamente em instantes.',
    detail: 'O servidor está reconectando ao banco de dados; nenhuma alteração foi feita.',
  },
  en: {
    message: 'The database is unavailable at the moment. Try again shortly.',
    detail: 'The server is reconnecting to the database; nothing was changed.',
  },
} as const;

/** English when the caller prefers it (Accept-Language), otherwise the API's pt-BR. */
function languageOf(request: FastifyRequest | undefined): keyof typeof MESSAGES {
  const header = request?.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'pt-BR';
}

/** Seconds a client is told to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** The 503 answered while the database is away, in the error body every call uses. */
export function databaseUnavailable(request?: FastifyRequest): HttpError {
  const text = MESSAGES[languageOf(request)];
  return new HttpError(503, text.message, { error: 'Service Unavailable', detail: text.detail });
}
