import type {
  Conciliation,
  ContractEffect,
  ReceivableUnit,
  ReceivableUnitDetail,
  UnitPayment,
} from '@mentor/contract/receivables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantWithSales } from '../../../test/fixtures/receivables-fixtures.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call } from '../../../test/test-support.ts';
import { localRegistry } from './registry-adapter.ts';
import { syncUnits } from './registry-sync.ts';
import { buildReceivableUnits, refreshUnitPayments } from './unit-building.ts';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof merchantWithSales>>;
const BENEFICIARY = '19131243000197';

type Paged<T> = { data: T[]; total: number; lastPage: number };

async function get<T>(url: string, user = 'financeiro'): Promise<T> {
  const res = await call(ctx, user, 'GET', url);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json() as T;
}

async function units(query: string) {
  return get<Paged<ReceivableUnit>>(`/api/v1/receivable_unit?merchant=${shop.merchantId}&${query}`);
}

beforeAll(async () => {
  ctx = await startTestApp();
  shop = await merchantWithSales(ctx.handle.db, 'RCV-REG', [
    { operation: 3, installments: 3, amount: 30_000, brand: 2 },
    { operation: 0, installments: 1, amount: 10_000, brand: 1 },
    { operation: 1, installments: 1, amount: 5_000, brand: 3 },
  ]);
  expect(await buildReceivableUnits(ctx.handle.db, { merchantIds: [shop.merchantId] })).toBe(5);
});
afterAll(async () => {
  await ctx.close();
});

describe('receivable units', () => {
  it('groups installments per arrangement and settlement day, filters them and follows their sync', async () => {
    const all = await units('');
    expect(all.total).toBe(5);
    expect(all.data.reduce((s, u) => s + u.gross_amount, 0)).toBe(45_000);
    expect((await units('arrangement_id=4')).total).toBe(3);
    expect((await units('arrangement_id=1,6')).total).toBe(2);
    expect((await units('status_sync=0')).total).toBe(5);
    expect((await units(`transaction=${shop.transactionIds[1]}`)).total).toBe(1);
    expect((await units('holder_document=11.222.333/0001-81')).total).toBe(5);
    expect((await units('paid=true')).total).toBe(0);

    expect(await syncUnits(ctx.handle.db, localRegistry, [shop.merchantId])).toBe(5);
    expect((await units('status_sync=1')).total).toBe(5);
    expect((await units('status_sync=0,3')).total).toBe(0);

    const bad = await call(ctx, 'financeiro', 'GET', '/api/v1/receivable_unit?arrangement_id=9');
    expect(bad.statusCode).toBe(422);
  });

  it('shows a unit with its installments, by either path, and keeps other projects out', async () => {
    const [debit] = (await units('arrangement_id=1')).data;
    if (!debit) throw new Error('no unit');
    const one = await get<ReceivableUnit>(`/api/v1/cerc_ur/${debit.id}`);
    expect(one).toMatchObject({
      cerc_code: debit.cerc_code,
      arrangement_id: 1,
      net_amount: debit.net_amount,
    });
    const a = await get<Paged<{ transaction_id: number }>>(
      `/api/v1/receivable_unit/${debit.id}/installments`,
    );
    const b = await get<Paged<{ transaction_id: number }>>(
      `/api/v1/cerc_ur/${debit.id}/installments/?page=1&perPage=10`,
    );
    expect(a.total).toBe(1);
    expect(b.data).toEqual(a.data);
    expect(a.data[0]?.transaction_id).toBe(shop.transactionIds[1]);
    // The partner user only sees project 2.
    const foreign = await call(ctx, 'parceiro', 'GET', `/api/v1/cerc_ur/${debit.id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await call(ctx, 'financeiro', 'GET', '/api/v1/cerc_ur/2000000000')).statusCode).toBe(404);
  });

  it('sends a unit again with a change type, audited, and shows it on the timeline', async () => {
    const [unit] = (await units('arrangement_id=6')).data;
    if (!unit) throw new Error('no unit');
    const res = await call(ctx, 'financeiro', 'PUT', `/api/v1/cerc_ur/${unit.id}/detailed`, {
      body: { change_type: 'A' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status_sync: 0, change_type: 'A', status: 'CERC_UR_ACTIVE' });
    const [row] = await auditRows(ctx, 'receivable_unit', unit.id);
    expect(row?.before).toMatchObject({ status_sync: 1, change_type: 'C' });
    expect(row?.after).toMatchObject({ status_sync: 0, change_type: 'A' });
    const writeOff = await call(ctx, 'financeiro', 'PUT', `/api/v1/cerc_ur/${unit.id}/detailed`, {
      body: { change_type: 'B' },
    });
    expect(writeOff.json()).toMatchObject({ status: 'CERC_UR_DOWN', change_type: 'B' });
    const refused = await call(ctx, 'financeiro', 'PUT', `/api/v1/cerc_ur/${unit.id}/detailed`, {
      body: { change_type: 'A' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Uma unidade baixada só pode ser recriada.');
    const bad = await call(ctx, 'financeiro', 'PUT', `/api/v1/cerc_ur/${unit.id}/detailed`, {
      body: { change_type: 'X' },
    });
    expect(bad.statusCode).toBe(422);
    const denied = await call(ctx, 'assistente', 'PUT', `/api/v1/cerc_ur/${unit.id}/detailed`, {
      body: { change_type: 'A' },
    });
    expect(denied.statusCode).toBe(403);
    const detail = await get<ReceivableUnitDetail>(`/api/v1/receivable_unit/${unit.id}/detailed`);
    expect(detail.timeline.map((e) => e.kind).filter((k) => k !== 'PAYMENT')).toEqual([
      'CREATED',
      'SYNCED',
      'UPDATED',
      'UPDATED',
    ]);
  });
});

describe('contract effects and payments', () => {
  it('redirects a unit payment to the beneficiary up to the effect amount', async () => {
    const db = ctx.handle.db;
    const visa = (await units('arrangement_id=4')).data.sort((x, y) =>
      x.dt_liquidation.localeCompare(y.dt_liquidation),
    );
    const unit = visa[0];
    if (!unit) throw new Error('no unit');
    await db
      .insertInto('contract_effect')
      .values({
        receivable_unit_id: unit.id,
        project_id: 1,
        merchant_id: shop.merchantId,
        contract_identifier: 'CT-RCV-1',
        protocol: 'PROT-RCV-1',
        beneficiary_doc: BENEFICIARY,
        receiving_end_user_document: BENEFICIARY,
        effect_type: 2,
        amount: 5_000,
        liquidation_date: unit.dt_liquidation,
      })
      .execute();
    await refreshUnitPayments(db, [shop.merchantId]);

    const redirected = await units(`receiving_end_user_document=${BENEFICIARY}`);
    expect(redirected.data.map((u) => u.id)).toEqual([unit.id]);
    expect(redirected.data[0]).toMatchObject({ contract_effect: true, financier: 'financier' });
    expect((await units('contract_effect=true')).total).toBe(1);
    expect((await units('financier=merchant')).total).toBe(4);

    // Documents in clear: a user who may reveal them (the financial operator sees them masked).
    const payments = await get<Paged<UnitPayment>>(
      `/api/v1/cerc_ur_payment?merchant=${shop.merchantId}&perPage=50`,
      'superadmin',
    );
    const ofUnit = payments.data.filter((p) => p.receivable_unit_id === unit.id);
    expect(ofUnit.map((p) => [p.receiving_end_user_document, p.amount]).sort()).toEqual(
      [
        [BENEFICIARY, 5_000],
        ['11222333000181', unit.net_amount - 5_000],
      ].sort(),
    );
    expect(payments.data.reduce((s, p) => s + p.amount, 0)).toBe(
      (await units('perPage=50')).data.reduce((s, u) => s + u.net_amount, 0),
    );
    const toFinancier = await get<Paged<UnitPayment>>(
      `/api/v1/cerc_ur_payment?merchant=${shop.merchantId}&financier=financier`,
    );
    expect(toFinancier.total).toBe(1);
    const first = toFinancier.data[0];
    if (!first) throw new Error('no payment');
    expect(await get<UnitPayment>(`/api/v1/cerc_ur_payment/${first.id}`)).toEqual(first);
    const inst = await get<Paged<unknown>>(`/api/v1/cerc_ur_payment/${first.id}/installments`);
    expect(inst.total).toBe(1);

    const effects = await get<Paged<ContractEffect>>(`/api/v1/contract_effect?merchant=${shop.merchantId}`);
    expect(effects.total).toBe(1);
    expect(
      (
        await get<Paged<ContractEffect>>(
          `/api/v1/contract_effect?merchant=${shop.merchantId}&deprecated=true`,
        )
      ).total,
    ).toBe(0);
    expect(
      (
        await get<Paged<ContractEffect>>(
          `/api/v1/contract_effect?merchant=${shop.merchantId}&effect_type=1,4`,
        )
      ).total,
    ).toBe(0);
    expect(
      (await get<Paged<ContractEffect>>(`/api/v1/contract_effect?cerc_code=${unit.cerc_code}`)).total,
    ).toBe(1);
    expect(
      (
        await get<Paged<ContractEffect>>(
          `/api/v1/contract_effect?protocol=PROT-RCV-1&beneficiary_doc=${BENEFICIARY}`,
        )
      ).total,
    ).toBe(1);
    const effect = effects.data[0];
    if (!effect) throw new Error('no effect');
    const detail = await get<ContractEffect & { installments: unknown[] }>(
      `/api/v1/contract_effect/${effect.id}`,
    );
    expect(detail.installments).toHaveLength(1);
    expect(detail.effect_type).toBe(2);
  });
});

describe('disputes', () => {
  it('opens a dispute with a reason, lists disputes received and opened, and refuses bad input', async () => {
    const [unit] = (await units('arrangement_id=1')).data;
    if (!unit) throw new Error('no unit');
    const res = await call(ctx, 'financeiro', 'POST', '/api/v1/cerc_dispute', {
      body: {
        receivable_unit_id: unit.id,
        counterpart_document: BENEFICIARY,
        reason: '05',
        description: 'Valor divergente',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      direction: 'OPENED',
      status: 'NEW',
      reason: '05',
      created_by: 'financeiro',
    });
    const [audited] = await auditRows(ctx, 'cerc_dispute', res.json().id);
    expect(audited?.action).toBe('CREATE');

    await ctx.handle.db
      .insertInto('cerc_dispute')
      .values({
        direction: 'RECEIVED',
        receivable_unit_id: unit.id,
        project_id: 1,
        merchant_id: shop.merchantId,
        counterpart_document: BENEFICIARY,
        reason: '02',
        status: 'IN_ANALYSIS',
        created_by: 'registry',
      })
      .execute();
    const opened = await get<Paged<unknown>>(`/api/v1/cerc_dispute/opened?merchant=${shop.merchantId}`);
    expect(opened.total).toBe(1);
    const received = await get<Paged<{ reason: string }>>(
      `/api/v1/cerc_dispute/received?merchant=${shop.merchantId}&status=IN_ANALYSIS&reasons=02,03`,
    );
    expect(received.data.map((d) => d.reason)).toEqual(['02']);
    expect(
      (await get<Paged<unknown>>(`/api/v1/cerc_dispute/received?merchant=${shop.merchantId}&status=NEW`))
        .total,
    ).toBe(0);

    const badReason = await call(ctx, 'financeiro', 'POST', '/api/v1/cerc_dispute', {
      body: { receivable_unit_id: unit.id, counterpart_document: BENEFICIARY, reason: '09' },
    });
    expect(badReason.statusCode).toBe(422);
    const badDoc = await call(ctx, 'financeiro', 'POST', '/api/v1/cerc_dispute', {
      body: { receivable_unit_id: unit.id, counterpart_document: '123', reason: '01' },
    });
    expect(badDoc.statusCode).toBe(422);
    expect(badDoc.body).toContain('Contraparte não é valido');
    const noUnit = await call(ctx, 'financeiro', 'POST', '/api/v1/cerc_dispute', {
      body: { receivable_unit_id: 2_000_000_000, counterpart_document: BENEFICIARY, reason: '01' },
    });
    expect(noUnit.statusCode).toBe(422);

    // A blocked installment shows on the unit's timeline, with the disputes, in date order.
    const [installment] = (
      await get<Paged<{ id: number }>>(`/api/v1/receivable_unit/${unit.id}/installments`)
    ).data;
    await call(ctx, 'financeiro', 'POST', '/api/v1/financial/block', {
      body: { ids: [installment?.id], block_type_id: 1, block_description: 'Contestação' },
    });
    const detail = await get<ReceivableUnitDetail>(`/api/v1/receivable_unit/${unit.id}/detailed`);
    expect(detail.disputes).toHaveLength(2);
    const kinds = detail.timeline.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['CREATED', 'SYNCED', 'PAYMENT', 'DISPUTE', 'BLOCK']));
    const times = detail.timeline.map((e) => e.at);
    expect(times).toEqual([...times].sort());
  });
});

describe('disputes of the chosen project', () => {
  it('follows the project chosen in the top bar and holds single-project staff to theirs', async () => {
    const db = ctx.handle.db;
    const other = await merchantWithSales(
      db,
      'RCV-DSP-P2',
      [{ operation: 0, installments: 1, amount: 2_000 }],
      {
        projectId: 2,
      },
    );
    await buildReceivableUnits(db, { merchantIds: [other.merchantId] });
    const unitOf = (merchantId: number) =>
      db
        .selectFrom('receivable_unit')
        .select(['id', 'project_id'])
        .where('merchant_id', '=', merchantId)
        .limit(1)
        .executeTakeFirstOrThrow();
    const counterpart = `9${String(process.pid).padStart(13, '0')}`.slice(0, 14);
    for (const merchantId of [shop.merchantId, other.merchantId]) {
      const unit = await unitOf(merchantId);
      for (const direction of ['RECEIVED', 'OPENED'] as const)
        await db
          .insertInto('cerc_dispute')
          .values({
            direction,
            receivable_unit_id: unit.id,
            project_id: unit.project_id,
            merchant_id: merchantId,
            counterpart_document: counterpart,
            reason: '01',
            status: 'NEW',
            created_by: 'registry',
          })
          .execute();
    }
    for (const direction of ['received', 'opened']) {
      const url = `/api/v1/cerc_dispute/${direction}?counterpart=${counterpart}`;
      const projects = async (query: string, user = 'financeiro') =>
        (await get<Paged<{ project_id: number }>>(`${url}${query}`, user)).data
          .map((d) => d.project_id)
          .sort();
      expect(await projects('')).toEqual([1, 2]);
      expect(await projects('&project=2')).toEqual([2]);
      expect(await projects('&project=1')).toEqual([1]);
      // Single-project staff see their project only; another project's disputes answer 404.
      expect(await projects('', 'assistente')).toEqual([1]);
      expect((await call(ctx, 'assistente', 'GET', `${url}&project=2`)).statusCode).toBe(404);
    }
  });
});

describe('reconciliation', () => {
  it('finds every kind of difference between the platform and the registry, with the amounts', async () => {
    const db = ctx.handle.db;
    const recon = await merchantWithSales(db, 'RCV-RECON', [
      { operation: 0, installments: 1, amount: 1_000, brand: 1 },
      { operation: 1, installments: 1, amount: 2_000, brand: 1 },
      { operation: 0, installments: 1, amount: 3_000, brand: 2 },
      { operation: 1, installments: 1, amount: 4_000, brand: 2 },
      { operation: 0, installments: 1, amount: 5_000, brand: 3 },
    ]);
    await buildReceivableUnits(db, { merchantIds: [recon.merchantId] });
    await syncUnits(db, localRegistry, [recon.merchantId]);
    const codes = (
      await db
        .selectFrom('receivable_unit')
        .select(['cerc_code', 'arrangement_id', 'net_amount'])
        .where('merchant_id', '=', recon.merchantId)
        .orderBy('arrangement_id')
        .execute()
    ).map((u) => u.cerc_code);
    expect(codes).toHaveLength(5);
    const [valueCode, missingCode, downCode, inactiveCode] = codes as [
      string,
      string,
      string,
      string,
      string,
    ];
    await db.updateTable('registry_unit').set({ amount: 1 }).where('cerc_code', '=', valueCode).execute();
    await db.deleteFrom('registry_unit').where('cerc_code', '=', missingCode).execute();
    await db.updateTable('registry_unit').set({ status: 'DOWN' }).where('cerc_code', '=', downCode).execute();
    await db
      .updateTable('registry_unit')
      .set({ status: 'INACTIVE' })
      .where('cerc_code', '=', inactiveCode)
      .execute();
    await db
      .insertInto('registry_unit')
      .values({
        cerc_code: 'UR-ONLY-AT-REGISTRY',
        holder_document: '11222333000181',
        arrangement_id: 2,
        dt_liquidation: '2030-01-02',
        amount: 777,
        status: 'ACTIVE',
      })
      .execute();

    const run = await call(ctx, 'financeiro', 'POST', '/api/v1/cerc_conciliation/run');
    expect(run.statusCode, run.body).toBe(202);
    expect(run.json().job_id).toEqual(expect.any(String));
    const denied = await call(ctx, 'assistente', 'POST', '/api/v1/cerc_conciliation/run');
    expect(denied.statusCode).toBe(403);

    let found: Paged<Conciliation> = { data: [], total: 0, lastPage: 1 };
    for (let attempt = 0; attempt < 60 && found.total < 4; attempt++) {
      await new Promise((r) => setTimeout(r, 500));
      found = await get<Paged<Conciliation>>(`/api/v1/cerc_conciliation?merchant_id=${recon.merchantId}`);
    }
    const byStatus = Object.fromEntries(found.data.map((c) => [c.status, c]));
    expect(Object.keys(byStatus).sort()).toEqual(['DIFFERENT_VALUES', 'DOWNED', 'INACTIVATED', 'NOT_CERC']);
    expect(byStatus.DIFFERENT_VALUES).toMatchObject({ cerc_code: valueCode, cerc_amount: 1 });
    expect(byStatus.DIFFERENT_VALUES?.difference).toBe((byStatus.DIFFERENT_VALUES?.mentor_amount ?? 0) - 1);
    expect(byStatus.NOT_CERC).toMatchObject({ cerc_code: missingCode, cerc_amount: null });
    expect(byStatus.DOWNED?.cerc_code).toBe(downCode);
    expect(byStatus.INACTIVATED?.cerc_code).toBe(inactiveCode);
    const notMentor = await get<Paged<Conciliation>>(
      '/api/v1/cerc_conciliation?cerc_code=UR-ONLY-AT-REGISTRY',
    );
    expect(notMentor.data).toEqual([
      expect.objectContaining({
        status: 'NOT_MENTOR',
        mentor_amount: null,
        cerc_amount: 777,
        receivable_unit_id: null,
      }),
    ]);
    const filtered = await get<Paged<Conciliation>>(
      `/api/v1/cerc_conciliation?merchant_id=${recon.merchantId}&status=DOWNED,INACTIVATED`,
    );
    expect(filtered.total).toBe(2);
    const viaReceivable = recon.receivables[0]?.id;
    const byFinancial = await get<Paged<Conciliation>>(
      `/api/v1/cerc_conciliation?financial=${viaReceivable}`,
    );
    expect(byFinancial.data.map((c) => c.cerc_code)).toEqual([valueCode]);

    // The finding shows on the unit's timeline.
    const unit = await db
      .selectFrom('receivable_unit')
      .select('id')
      .where('cerc_code', '=', valueCode)
      .executeTakeFirstOrThrow();
    const detail = await get<ReceivableUnitDetail>(`/api/v1/receivable_unit/${unit.id}/detailed`);
    expect(
      detail.timeline.some((e) => e.kind === 'RECONCILIATION' && e.description === 'DIFFERENT_VALUES'),
    ).toBe(true);
  });
});

describe('personal data', () => {
  const HOLDER = '11222333000181';
  const masked = (value: unknown, clear: string) => {
    expect(value).toEqual(expect.stringContaining('•'));
    expect(String(value).replace(/\D/g, '')).not.toBe(clear);
  };

  it('masks holder, receiver, beneficiary and counterpart documents for staff who may not reveal them', async () => {
    // The filters take the document typed in clear and still match.
    const list = await units(`receiving_end_user_document=${BENEFICIARY}`);
    expect(list.total).toBe(1);
    const unit = list.data[0];
    if (!unit) throw new Error('no unit');
    masked(unit.holder_document, HOLDER);
    masked(unit.receiving_end_user_document, BENEFICIARY);
    expect(unit.receiving_end_user_document).toBe('19.•••.•••/0001-••');
    masked((await get<ReceivableUnit>(`/api/v1/cerc_ur/${unit.id}`)).holder_document, HOLDER);

    const detail = await get<ReceivableUnitDetail>(`/api/v1/receivable_unit/${unit.id}/detailed`);
    masked(detail.holder_document, HOLDER);
    expect(detail.contract_effects.length).toBeGreaterThan(0);
    for (const e of detail.contract_effects) {
      masked(e.beneficiary_doc, BENEFICIARY);
      masked(e.receiving_end_user_document, BENEFICIARY);
    }
    const documents = detail.timeline.filter((e) => e.kind === 'CONTRACT_EFFECT' || e.kind === 'PAYMENT');
    expect(documents.length).toBeGreaterThan(1);
    for (const e of documents) expect(e.document).toEqual(expect.stringContaining('•'));

    const payments = await get<Paged<UnitPayment>>(
      `/api/v1/cerc_ur_payment?merchant=${shop.merchantId}&holder_document=${HOLDER}&perPage=50`,
    );
    expect(payments.total).toBeGreaterThan(0);
    for (const p of payments.data) {
      masked(p.holder_document, HOLDER);
      expect(p.receiving_end_user_document).toEqual(expect.stringContaining('•'));
    }
    const onePayment = payments.data[0];
    if (!onePayment) throw new Error('no payment');
    masked((await get<UnitPayment>(`/api/v1/cerc_ur_payment/${onePayment.id}`)).holder_document, HOLDER);

    const effects = await get<Paged<ContractEffect>>(
      `/api/v1/contract_effect?merchant=${shop.merchantId}&beneficiary_doc=${BENEFICIARY}`,
    );
    expect(effects.total).toBe(1);
    const effect = effects.data[0];
    if (!effect) throw new Error('no effect');
    masked(effect.beneficiary_doc, BENEFICIARY);
    masked((await get<ContractEffect>(`/api/v1/contract_effect/${effect.id}`)).beneficiary_doc, BENEFICIARY);

    const disputes = await get<Paged<{ counterpart_document: string }>>(
      `/api/v1/cerc_dispute/received?merchant=${shop.merchantId}&counterpart=${BENEFICIARY}`,
    );
    expect(disputes.total).toBeGreaterThan(0);
    for (const d of disputes.data) masked(d.counterpart_document, BENEFICIARY);
    const opened = await call(ctx, 'financeiro', 'POST', '/api/v1/cerc_dispute', {
      body: { receivable_unit_id: unit.id, counterpart_document: BENEFICIARY, reason: '01' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    masked(opened.json().counterpart_document, BENEFICIARY);

    // No answer carries the documents in clear.
    for (const url of [
      `/api/v1/receivable_unit/${unit.id}/detailed`,
      `/api/v1/cerc_ur_payment?merchant=${shop.merchantId}&perPage=50`,
      `/api/v1/contract_effect?merchant=${shop.merchantId}`,
      `/api/v1/cerc_dispute/opened?merchant=${shop.merchantId}`,
    ]) {
      const res = await call(ctx, 'financeiro', 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(BENEFICIARY);
      expect(res.body).not.toContain(HOLDER);
    }
  });

  it('shows them in clear to staff who may reveal them', async () => {
    const [unit] = (
      await get<Paged<ReceivableUnit>>(
        `/api/v1/receivable_unit?merchant=${shop.merchantId}&receiving_end_user_document=${BENEFICIARY}`,
        'superadmin',
      )
    ).data;
    if (!unit) throw new Error('no unit');
    expect(unit).toMatchObject({ holder_document: HOLDER, receiving_end_user_document: BENEFICIARY });
    const detail = await get<ReceivableUnitDetail>(
      `/api/v1/receivable_unit/${unit.id}/detailed`,
      'superadmin',
    );
    expect(detail.contract_effects[0]?.beneficiary_doc).toBe(BENEFICIARY);
    expect(detail.disputes.map((d) => d.counterpart_document)).toContain(BENEFICIARY);
    expect(detail.timeline.find((e) => e.kind === 'CONTRACT_EFFECT')?.document).toBe(BENEFICIARY);
    const effects = await get<Paged<ContractEffect>>(
      `/api/v1/contract_effect?merchant=${shop.merchantId}`,
      'superadmin',
    );
    expect(effects.data[0]?.beneficiary_doc).toBe(BENEFICIARY);
  });
});
