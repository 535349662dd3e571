import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../http/auth-user.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerPersonalDataPolicy, WHOLE_DOCUMENT_MESSAGE } from './personal-data-policy.ts';

/**
 * The personal-data policy on its own, on a bare server whose caller is named by a header: what it
 * masks, for whom, and which document filters it refuses (the privacy routes' tests prove the
 * declared routes apply it).
 */
let app: FastifyInstance;

const CLEAR = {
  id: 7,
  document: '52998224725',
  contact: { email: 'maria.souza@aurora.com.br', phones: [{ phone: '11987654321' }] },
  accounts: [{ account: 123456, note: 'conta principal' }],
  created_at: '2026-12-01T10:00:00.000Z',
};
const FIELDS = { document: 'document', email: 'email', phone: 'phone', account: 'bank_account' } as const;

function caller(permissions: string[]): AuthUser {
  return {
    username: 'pd.caller',
    fullName: 'Pd Caller',
    realmRoles: ['mentor_test'],
    permissions,
    multiProject: true,
    projectId: null,
  };
}

beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const who = request.headers['x-caller'];
    if (who === 'revealer') request.user = caller(['read_things', 'reveal_personal_data']);
    else if (who === 'bypass') request.user = caller(['bypass_permission']);
    else if (who === 'reader') request.user = caller(['read_things']);
  });
  registerPersonalDataPolicy(app);
  const policy = { policy: { permission: 'read_things', personalData: { fields: FIELDS } } };
  app.get('/masked', { config: policy }, async () => CLEAR);
  app.get('/masked-list', { config: policy }, async () => [CLEAR, CLEAR]);
  app.get('/refused', { config: policy }, async (_request, reply) => reply.code(409).send(CLEAR));
  app.get('/redirect', { config: policy }, async (_request, reply) => reply.code(300).send(CLEAR));
  app.get('/plain', { config: { policy: { permission: 'read_things' } } }, async () => CLEAR);
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, who: string) => app.inject({ method: 'GET', url, headers: { 'x-caller': who } });

describe('personal-data policy', () => {
  it('masks every declared field at any depth for a caller who may not reveal', async () => {
    const answer = await get('/masked', 'reader');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      id: 7,
      document: '•••.982.247-••',
      contact: { email: 'm•••@a•••.com.br', phones: [{ phone: '(11) •••••-4321' }] },
      accounts: [{ account: '••••56', note: 'conta principal' }],
      created_at: '2026-12-01T10:00:00.000Z',
    });
    const list = await get('/masked-list', 'reader');
    expect(list.json()).toEqual([answer.json(), answer.json()]);
  });

  it('masks for an anonymous caller too', async () => {
    expect((await get('/masked', 'nobody')).json().document).toBe('•••.982.247-••');
  });

  it('answers in clear to a caller holding reveal_personal_data (or bypass_permission)', async () => {
    expect((await get('/masked', 'revealer')).json()).toEqual(CLEAR);
    expect((await get('/masked', 'bypass')).json()).toEqual(CLEAR);
  });

  it('leaves routes without the declaration and answers that are not a success as they are', async () => {
    expect((await get('/plain', 'reader')).json()).toEqual(CLEAR);
    expect((await get('/refused', 'reader')).json()).toEqual(CLEAR);
    expect((await get('/redirect', 'reader')).json()).toEqual(CLEAR);
  });

  it('refuses a partial document filter to a caller who may not reveal, naming each filter', async () => {
    const partial = await get('/masked?cpf_cnpj=529982&document=4572&name=529', 'reader');
    expect(partial.statusCode).toBe(422);
    expect(partial.json()).toMatchObject({
      message: WHOLE_DOCUMENT_MESSAGE,
      errors: { cpf_cnpj: [WHOLE_DOCUMENT_MESSAGE], document: [WHOLE_DOCUMENT_MESSAGE] },
    });
    expect(Object.keys(partial.json().errors).sort()).toEqual(['cpf_cnpj', 'document']);
    for (const name of ['cpf', 'cnpj', 'document_number']) {
      const one = await get(`/masked?${name}=123`, 'reader');
      expect(one.statusCode, name).toBe(422);
      expect(Object.keys(one.json().errors), name).toEqual([name]);
    }
  });

  it('accepts whole documents, empty filters, and any filter from a caller who may reveal', async () => {
    expect((await get('/masked?cpf_cnpj=529.982.247-25', 'reader')).statusCode).toBe(200);
    expect((await get('/masked?cnpj=45723174000110', 'reader')).statusCode).toBe(200);
    expect((await get('/masked?cpf_cnpj=', 'reader')).statusCode).toBe(200);
    expect((await get('/masked?cpf_cnpj=529982', 'revealer')).statusCode).toBe(200);
    expect((await get('/plain?cpf_cnpj=529982', 'reader')).statusCode).toBe(200);
  });
});
