import { isMaskedValue } from '@mentor/contract/privacy';
import type { FastifyInstance } from 'fastify';
import { unprocessable } from '../http/errors.ts';
import { isWholeDocument } from '../http/like.ts';
import {
  allPersonalFields,
  maskPersonalFields,
  mayReveal,
  type PersonalFields,
  personalKindAt,
} from '../platform/privacy/personal-data.ts';

/** Query parameters that search by CPF/CNPJ. */
const DOCUMENT_FILTERS = ['cpf_cnpj', 'cpf', 'cnpj', 'document', 'document_number'];
export const WHOLE_DOCUMENT_MESSAGE = 'Informe o CPF/CNPJ completo (11 ou 14 dígitos).';
export const MASKED_INPUT_MESSAGE =
  'Um dado pessoal mascarado não pode ser salvo: revele o valor ou digite-o de novo.';

/** Paths (dots between keys) of the personal fields of a body that hold a masked value. */
export function maskedInputPaths(value: unknown, fields: PersonalFields, path = ''): string[] {
  if (typeof value === 'string')
    return isMaskedValue(value) && personalKindAt(fields, path) !== undefined ? [path] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    maskedInputPaths(item, fields, path === '' ? key : `${path}.${key}`),
  );
}

/**
 * Routes declaring `policy.personalData` answer with those fields masked (CPF/CNPJ, phone,
 * e-mail, bank account) unless the caller holds reveal_personal_data. Seeing one value in clear
 * is then the logged reveal call (`POST /api/v1/reveal`).
 */
export function registerPersonalDataPolicy(app: FastifyInstance): void {
  // A form that read a value masked never saves it back: a personal field (any route's
  // declaration, by name) sent masked is refused before anything else (a one-time code included).
  app.addHook('preValidation', async (request) => {
    if (request.method === 'GET' || request.body === null || typeof request.body !== 'object') return;
    const paths = maskedInputPaths(request.body, allPersonalFields(request.server));
    if (paths.length > 0)
      throw unprocessable(
        MASKED_INPUT_MESSAGE,
        Object.fromEntries(paths.map((path) => [path, [MASKED_INPUT_MESSAGE]])),
      );
  });
  // Without the reveal permission, a document filter matches whole documents only: a prefix
  // search would rebuild a masked document digit by digit.
  app.addHook('preHandler', async (request) => {
    const policy = request.routeOptions.config.policy?.personalData;
    if (!policy || mayReveal(request.user)) return;
    const query = request.query;
    if (typeof query !== 'object' || query === null) return;
    const errors: Record<string, string[]> = {};
    for (const name of DOCUMENT_FILTERS) {
      const value: unknown = Reflect.get(query, name);
      if (typeof value === 'string' && value !== '' && !isWholeDocument(value))
        errors[name] = [WHOLE_DOCUMENT_MESSAGE];
    }
    if (Object.keys(errors).length > 0) throw unprocessable(WHOLE_DOCUMENT_MESSAGE, errors);
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const policy = request.routeOptions.config.policy?.personalData;
    if (!policy || reply.statusCode >= 300 || mayReveal(request.user)) return payload;
    return maskPersonalFields(payload, policy.fields);
  });
}
