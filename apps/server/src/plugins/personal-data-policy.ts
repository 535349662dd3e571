import type { FastifyInstance } from 'fastify';
import { maskPersonalFields, mayReveal } from '../modules/privacy/personal-data.ts';

/**
 * Routes declaring `policy.personalData` answer with those fields masked (CPF/CNPJ, phone,
 * e-mail, bank account) unless the caller holds reveal_personal_data. Seeing one value in clear
 * is then the logged reveal call (`POST /api/v1/reveal`).
 */
export function registerPersonalDataPolicy(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const policy = request.routeOptions.config.policy?.personalData;
    if (!policy || reply.statusCode >= 300 || mayReveal(request.user)) return payload;
    return maskPersonalFields(payload, policy.fields);
  });
}
