import type { SearchResponse, SearchResult } from '@mentor/contract/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { call, createOtpStaff } from '../../../test/test-support.ts';
import { REVEAL_LIMIT, REVEAL_MESSAGES } from '../../platform/privacy/reveal-service.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function find(user: string, q: string, extra = '') {
  const res = await call(ctx, user, 'GET', `/api/v1/search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResponse;
}

const of = (body: SearchResponse, kind: SearchResult['kind']) => body.data.filter((r) => r.kind === kind);

/** The first merchant of a project. */
function merchantOf(project: number) {
  return ctx.handle.db
    .selectFrom('merchant')
    .select(['id', 'cpf_cnpj', 'merchant_name'])
    .where('project_id', '=', project)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

const format = (doc: string) =>
  doc.length === 11
    ? `${doc.slice(0, 3)}.${doc.slice(3, 6)}.${doc.slice(6, 9)}-${doc.slice(9)}`
    : `${doc.slice(0, 2)}.${doc.slice(2, 5)}.${doc.slice(5, 8)}/${doc.slice(8, 12)}-${doc.slice(12)}`;

describe('GET /api/v1/search', () => {
  it('finds a merchant by its whole CPF/CNPJ, typed with punctuation, and masks it even for revealers', async () => {
    const merchant = await merchantOf(1);
    for (const user of ['superadmin', 'logistica.admin']) {
      const body = await find(user, format(merchant.cpf_cnpj));
      const hit = of(body, 'merchant').find((r) => r.key === String(merchant.id));
      expect(hit, user).toMatchObject({ matched: 'document', label: merchant.merchant_name, project_id: 1 });
      expect(hit?.document).not.toContain(merchant.cpf_cnpj.slice(-2));
      expect(hit?.document).toContain('•');
      expect(JSON.stringify(body)).not.toContain(merchant.cpf_cnpj);
    }
    // A document prefix finds no merchant: documents match whole only.
    const prefix = await find('superadmin', merchant.cpf_cnpj.slice(0, -1));
    expect(of(prefix, 'merchant').filter((r) => r.matched === 'document')).toEqual([]);
  });

  it('finds a transaction by its exact NSU or acquirer NSU, not by a part of it', async () => {
    const tx = await ctx.handle.db
      .selectFrom('card_transaction')
      .select(['id', 'nsu', 'nsu_acquirer', 'amount', 'project_id'])
      .where('nsu', 'is not', null)
      .where('nsu_acquirer', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const byNsu = of(await find('financeiro', String(tx.nsu)), 'transaction');
    expect(byNsu.find((r) => r.key === String(tx.id))).toMatchObject({
      matched: 'nsu',
      amount: tx.amount,
      project_id: tx.project_id,
    });
    const byAcquirer = of(await find('financeiro', String(tx.nsu_acquirer)), 'transaction');
    expect(byAcquirer.map((r) => r.key)).toContain(String(tx.id));
    const partial = of(await find('financeiro', String(tx.nsu).slice(0, -2)), 'transaction');
    expect(partial.filter((r) => r.matched === 'nsu').map((r) => r.key)).not.toContain(String(tx.id));
  });

  it('finds equipment by serial and terminals by code, exact matches, at most five of a kind', async () => {
    const db = ctx.handle.db;
    const equipment = await db
      .selectFrom('equipment')
      .select(['serial_number', 'project_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const body = await find('superadmin', equipment.serial_number);
    expect(of(body, 'equipment')).toEqual([
      expect.objectContaining({
        key: equipment.serial_number,
        matched: 'serial',
        project_id: equipment.project_id,
      }),
    ]);
    expect(of(await find('superadmin', equipment.serial_number.slice(0, -1)), 'equipment')).toEqual([]);

    const terminal = await db
      .selectFrom('terminal')
      .select(['id', 'terminal_code'])
      .executeTakeFirstOrThrow();
    const byCode = of(await find('superadmin', terminal.terminal_code), 'terminal');
    expect(byCode.find((r) => r.key === String(terminal.id))).toMatchObject({ matched: 'code' });

    // A number names at most five records of each kind (an id, and NSUs equal to it).
    const wide = await find('superadmin', '1');
    for (const kind of wide.kinds) expect(of(wide, kind).length, kind).toBeLessThanOrEqual(5);
  });

  it("finds an onboarding account by its holder's CPF, masked, within the project asked for", async () => {
    const accountOf = (project: number) =>
      ctx.handle.db
        .selectFrom('pre_account as a')
        .innerJoin('white_label as w', 'w.uuid', 'a.uuid_white_label')
        .select(['a.uuid', 'a.cpf', 'a.name'])
        .where('w.project_id', '=', project)
        .orderBy('a.date_register', 'desc')
        .executeTakeFirstOrThrow();
    const account = await accountOf(1);
    const body = await find('superadmin', format(account.cpf));
    expect(body.kinds).toContain('account');
    const hit = of(body, 'account').find((r) => r.key === account.uuid);
    expect(hit).toMatchObject({ matched: 'document', holder: account.name, project_id: 1 });
    expect(hit?.document).toContain('•');
    expect(JSON.stringify(body)).not.toContain(account.cpf);
    // Another project's account is not found when the search is narrowed to project 1.
    const other = await accountOf(2);
    const narrowed = await find('superadmin', other.cpf, '&project_id=1');
    expect(of(narrowed, 'account').map((r) => r.key)).not.toContain(other.uuid);
    // Staff who work no onboarding queue do not search accounts.
    const logistics = await find('logistica.operador', account.cpf);
    expect(logistics.kinds).not.toContain('account');
    expect(of(logistics, 'account')).toEqual([]);
  });

  it('searches only the kinds the caller may read', async () => {
    const payment = await ctx.handle.db
      .selectFrom('payment')
      .select(['id', 'project_id', 'amount'])
      .where('project_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const financial = await find('financeiro', String(payment.id));
    expect(financial.kinds).toContain('payment');
    expect(of(financial, 'payment')).toEqual([
      expect.objectContaining({ key: String(payment.id), matched: 'id', amount: payment.amount }),
    ]);
    // The assistant reads merchants, transactions and terminals, not payments or billets.
    const assistant = await find('assistente', String(payment.id));
    expect(assistant.kinds).not.toContain('payment');
    expect(assistant.kinds).not.toContain('billet');
    expect(assistant.kinds).toContain('merchant');
    expect(of(assistant, 'payment')).toEqual([]);
    expect(of(assistant, 'billet')).toEqual([]);
  });

  it("keeps a single-project caller in their project: another project's record is not found", async () => {
    const own = await merchantOf(1);
    const other = await merchantOf(2);
    const mine = await find('assistente', String(own.id));
    expect(of(mine, 'merchant').map((r) => r.key)).toEqual([String(own.id)]);
    const theirs = await find('assistente', String(other.id));
    expect(of(theirs, 'merchant')).toEqual([]);
    expect(of(await find('assistente', other.cpf_cnpj), 'merchant')).toEqual([]);
    expect(theirs.data.every((r) => r.project_id === 1)).toBe(true);
    // Asking for another project is refused as absent, and a multi-project caller may narrow.
    const refused = await call(ctx, 'assistente', 'GET', `/api/v1/search?q=${other.id}&project_id=2`);
    expect(refused.statusCode).toBe(404);
    const narrowed = await find('superadmin', String(other.id), '&project_id=1');
    expect(narrowed.data.every((r) => r.project_id === 1)).toBe(true);
    expect(of(narrowed, 'merchant').map((r) => r.key)).not.toContain(String(other.id));
  });

  it('answers bad input with a field error and refuses anonymous callers', async () => {
    for (const q of ['', '   ', 'x'.repeat(61)]) {
      const res = await call(ctx, 'superadmin', 'GET', `/api/v1/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(422);
      expect(Object.keys(res.json().errors ?? {})).toContain('q');
    }
    expect((await call(ctx, 'superadmin', 'GET', '/api/v1/search')).statusCode).toBe(422);
    const huge = await find('superadmin', '99999999999999999999');
    expect(huge.data.filter((r) => r.matched === 'id')).toEqual([]);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/search?q=1' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a lookup by CPF/CNPJ', () => {
  it('is audited with the document masked and what it found, and counts toward the reveal limit', async () => {
    const user = await createOtpStaff(ctx, 'search.lookups', ['mentor_assistant'], 1);
    const merchant = await merchantOf(1);
    const since = new Date(Date.now() - 1000);
    const body = await find(user, format(merchant.cpf_cnpj));
    expect(of(body, 'merchant').map((r) => r.key)).toContain(String(merchant.id));

    const rows = await ctx.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('actor', '=', user)
      .where('occurred_at', '>', since)
      .execute();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ table_context: 'search', action: 'REVEAL', project_id: 1 });
    expect(row?.record_id).toMatch(/•/);
    expect(row?.after).toMatchObject({ field: 'document', kind: 'document', lookup: row?.record_id });
    expect((row?.after as { found: unknown[] } | undefined)?.found).toContainEqual({
      kind: 'merchant',
      key: String(merchant.id),
    });
    expect(JSON.stringify(row)).not.toContain(merchant.cpf_cnpj);

    // A search by id reveals nothing and is not counted.
    await find(user, String(merchant.id));
    // The rest of the window's allowance: a document nobody holds counts too.
    for (let i = 1; i < REVEAL_LIMIT.count; i += 1)
      await find(user, i % 2 === 0 ? merchant.cpf_cnpj : '52998224725');
    const refused = await call(ctx, user, 'GET', `/api/v1/search?q=${merchant.cpf_cnpj}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(REVEAL_MESSAGES.limited);
    const counted = await ctx.handle.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('actor', '=', user)
      .where('action', '=', 'REVEAL')
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(REVEAL_LIMIT.count);
    // Other searches still answer.
    expect((await find(user, String(merchant.id))).data.length).toBeGreaterThan(0);
  });
});
