import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Changes in a row each wait for an unspent one-time code.
vi.setConfig({ testTimeout: 120_000 });

import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff, WRONG_CODE } from '../../../test/test-support.ts';

let ctx: TestContext;
let model = 0;
let merchant = 0;
let otherMerchant = 0;
let editor = '';

beforeAll(async () => {
  ctx = await startTestApp();
  const db = ctx.handle.db;
  model = (
    await db.selectFrom('equipment_model').select('id').where('model', '=', 'D195').executeTakeFirstOrThrow()
  ).id;
  const merchants = await db
    .insertInto('merchant')
    .values([
      {
        merchant_code: 'TRM-M1',
        merchant_name: 'Mercado Terminal',
        cpf_cnpj: '11222333000181',
        project_id: 2,
      },
      { merchant_code: 'TRM-M2', merchant_name: 'Loja Outra', cpf_cnpj: '45723174000110', project_id: 1 },
    ])
    .returning('id')
    .execute();
  merchant = merchants[0]?.id ?? 0;
  otherMerchant = merchants[1]?.id ?? 0;
  for (const serial of ['TRM-S1', 'TRM-S2']) {
    await db
      .insertInto('equipment')
      .values({ serial_number: serial, equipment_model_id: model, project_id: 2 })
      .execute();
  }
  await db
    .insertInto('equipment')
    .values({ serial_number: 'TRM-S9', equipment_model_id: model, project_id: 1 })
    .execute();
  editor = await createOtpStaff(ctx, 'terminal.editor', ['mentor_logistic_admin']);
});
afterAll(async () => {
  await ctx.close();
});

const admin = 'logistica.admin';
const get = async (id: number) => (await call(ctx, admin, 'GET', `/api/v1/terminal/${id}`)).json();

describe('terminal lifecycle', () => {
  let id = 0;
  let pending = 0;

  it('creates a terminal in analysis without a merchant and waiting for equipment with one', async () => {
    const a = await call(ctx, admin, 'POST', '/api/v1/terminal', {
      body: { terminal_code: 'trm-001', project_id: 2 },
    });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ terminal_code: 'TRM-001', status: 'IN_ANALYSIS', blocked: false });
    expect(a.json().actions).not.toContain('block');
    expect(a.json().actions).not.toContain('associate_equipment');
    pending = a.json().id;

    const b = await call(ctx, admin, 'POST', '/api/v1/terminal', {
      body: {
        terminal_code: 'TRM-002',
        project_id: 2,
        merchant_id: merchant,
        terminal_modality_id: 1,
        supplier_identifier: 'PHOEBUS',
      },
    });
    expect(b.statusCode).toBe(201);
    expect(b.json()).toMatchObject({
      status: 'WAITING_EQUIPMENT_ASSOCIATION',
      merchant: { id: merchant, merchant_code: 'TRM-M1' },
      supplier_identifier: 'PHOEBUS',
      terminal_modality: { id: 1 },
    });
    expect(b.json().actions).toEqual(
      expect.arrayContaining(['associate_equipment', 'block', 'update', 'inactivate']),
    );
    id = b.json().id;
    expect((await auditRows(ctx, 'terminal', id))[0]?.action).toBe('CREATE');
  });

  it('refuses a duplicate code, a merchant of another project, unknown suppliers and bad input', async () => {
    const dup = await call(ctx, admin, 'POST', '/api/v1/terminal', {
      body: { terminal_code: 'TRM-002', project_id: 2 },
    });
    expect(dup.statusCode).toBe(409);
    const foreign = await call(ctx, admin, 'POST', '/api/v1/terminal', {
      body: { terminal_code: 'TRM-003', project_id: 2, merchant_id: otherMerchant },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.merchant_id).toBeDefined();
    const supplier = await call(ctx, admin, 'POST', '/api/v1/terminal', {
      body: { terminal_code: 'TRM-003', project_id: 2, supplier_identifier: 'NOPE' },
    });
    expect(supplier.statusCode).toBe(422);
    const bad = await call(ctx, admin, 'POST', '/api/v1/terminal', {
      body: { terminal_code: '', project_id: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    const denied = await call(ctx, 'assistente', 'POST', '/api/v1/terminal', {
      body: { terminal_code: 'TRM-004', project_id: 2 },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('refuses to block a terminal in analysis or associate equipment to it', async () => {
    expect((await call(ctx, admin, 'PUT', `/api/v1/terminal/${pending}/block`)).statusCode).toBe(409);
    const assoc = await call(ctx, admin, 'POST', `/api/v1/terminal/${pending}/equipment`, {
      body: { serial_number: 'TRM-S1' },
    });
    expect(assoc.statusCode).toBe(409);
  });

  it('associates equipment of the same project, which becomes in use, and the terminal active', async () => {
    const foreign = await call(ctx, admin, 'POST', `/api/v1/terminal/${id}/equipment`, {
      body: { serial_number: 'TRM-S9' },
    });
    expect(foreign.statusCode).toBe(422);
    const res = await call(ctx, admin, 'POST', `/api/v1/terminal/${id}/equipment`, {
      body: { serial_number: 'trm-s1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ACTIVE',
      equipment: { serial_number: 'TRM-S1', model_label: 'PAX D195 - POS' },
    });
    const eq = await call(ctx, admin, 'GET', '/api/v1/equipment?serial_number=TRM-S1');
    expect(eq.json().data[0]).toMatchObject({ in_use: 1, terminal: { id } });
    // A second association is refused while active, and the equipment cannot be deleted.
    expect(
      (
        await call(ctx, admin, 'POST', `/api/v1/terminal/${id}/equipment`, {
          body: { serial_number: 'TRM-S2' },
        })
      ).statusCode,
    ).toBe(409);
    expect((await call(ctx, admin, 'DELETE', '/api/v1/equipment/TRM-S1')).statusCode).toBe(409);
  });

  it('blocks and unblocks; a blocked terminal refuses a second block and equipment changes', async () => {
    const blocked = await call(ctx, admin, 'PUT', `/api/v1/terminal/${id}/block`);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ blocked: true, status: 'ACTIVE' });
    expect(blocked.json().actions).toContain('unblock');
    expect(blocked.json().actions).not.toContain('disassociate_equipment');
    expect((await call(ctx, admin, 'PUT', `/api/v1/terminal/${id}/block`)).statusCode).toBe(409);
    expect((await call(ctx, admin, 'DELETE', `/api/v1/terminal/${id}/equipment`)).statusCode).toBe(409);
    const audit = (await auditRows(ctx, 'terminal', id))[0];
    expect(audit).toMatchObject({ action: 'UPDATE' });
    expect(audit?.before).toMatchObject({ blocked: false });
    expect(audit?.after).toMatchObject({ blocked: true });

    const unblocked = await call(ctx, admin, 'PUT', `/api/v1/terminal/${id}/unblock`);
    expect(unblocked.json()).toMatchObject({ blocked: false });
    expect((await call(ctx, admin, 'PUT', `/api/v1/terminal/${id}/unblock`)).statusCode).toBe(409);
  });

  it('needs a one-time code to update, then saves merchant, supplier and automatic rent', async () => {
    const body = {
      supplier_identifier: 'TOTAL_SALE',
      automatic_rent: {
        modality_cost: 8990,
        charge_day_of_month: 5,
        grace_period_type: 'PRESET',
        grace_period: 2,
        automatic_rent_cycle: 'MONTHLY',
        terminal_modality_identifier: 1,
        start_date: '2026-01-15',
      },
    };
    const noCode = await call(ctx, editor, 'PUT', `/api/v1/terminal/${id}`, { body });
    expect(noCode.statusCode).toBeGreaterThanOrEqual(400);
    expect(noCode.statusCode).toBeLessThan(500);
    const wrong = await call(ctx, editor, 'PUT', `/api/v1/terminal/${id}`, { body, otp: WRONG_CODE });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect((await get(id)).supplier_identifier).toBe('PHOEBUS');

    const badRent = await call(ctx, editor, 'PUT', `/api/v1/terminal/${id}`, {
      body: { automatic_rent: { ...body.automatic_rent, grace_period: 5 } },
      otp: true,
    });
    expect(badRent.statusCode).toBe(422);

    const ok = await call(ctx, editor, 'PUT', `/api/v1/terminal/${id}`, { body, otp: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      supplier_identifier: 'TOTAL_SALE',
      automatic_rent: {
        modality_cost: 8990,
        grace_period: 2,
        automatic_rent_cycle: 'MONTHLY',
        start_date: '2026-01-15',
      },
    });
    const audit = (await auditRows(ctx, 'terminal', id))[0];
    expect(audit?.actor).toBe(editor);
  });

  it('creates and updates the acquirer, refusing a second create', async () => {
    const body = { acquirer_name: 'Rede', merchant_acquirer_code: 'R-1', terminal_acquirer_code: 'T-1' };
    const update0 = await call(ctx, admin, 'PUT', `/api/v1/terminal/${id}/acquirer`, { body });
    expect(update0.statusCode).toBe(404);
    const created = await call(ctx, admin, 'POST', `/api/v1/terminal/${id}/acquirer`, { body });
    expect(created.statusCode).toBe(200);
    expect(created.json().acquirer).toMatchObject({ acquirer_name: 'Rede', status: 'UNSENDED' });
    expect((await call(ctx, admin, 'POST', `/api/v1/terminal/${id}/acquirer`, { body })).statusCode).toBe(
      409,
    );
    const updated = await call(ctx, admin, 'PUT', `/api/v1/terminal/${id}/acquirer`, {
      body: { ...body, status: 'ACTIVE' },
    });
    expect(updated.json().acquirer.status).toBe('ACTIVE');
    const invalid = await call(ctx, admin, 'PUT', `/api/v1/terminal/${id}/acquirer`, {
      body: { acquirer_name: '' },
    });
    expect(invalid.statusCode).toBe(422);
  });

  it('disassociates the equipment back to stock and waits for another', async () => {
    const res = await call(ctx, admin, 'DELETE', `/api/v1/terminal/${id}/equipment`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'WAITING_EQUIPMENT_ASSOCIATION', equipment: null });
    const eq = await call(ctx, admin, 'GET', '/api/v1/equipment?serial_number=TRM-S1');
    expect(eq.json().data[0]).toMatchObject({ in_use: 0, terminal: null });
    expect((await call(ctx, admin, 'DELETE', `/api/v1/terminal/${id}/equipment`)).statusCode).toBe(409);
    await call(ctx, admin, 'POST', `/api/v1/terminal/${id}/equipment`, { body: { serial_number: 'TRM-S2' } });
  });

  it('inactivates, freeing the equipment, and then refuses every action', async () => {
    const res = await call(ctx, admin, 'DELETE', `/api/v1/terminal/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'INACTIVE', equipment: null, actions: [] });
    expect((await auditRows(ctx, 'terminal', id))[0]?.action).toBe('DELETE');
    const eq = await call(ctx, admin, 'GET', '/api/v1/equipment?serial_number=TRM-S2');
    expect(eq.json().data[0].in_use).toBe(0);
    for (const [method, path] of [
      ['PUT', 'block'],
      ['PUT', 'unblock'],
      ['DELETE', ''],
      ['DELETE', 'equipment'],
    ] as const) {
      const r = await call(ctx, admin, method, `/api/v1/terminal/${id}${path ? `/${path}` : ''}`);
      expect(r.statusCode).toBe(409);
    }
    const assoc = await call(ctx, admin, 'POST', `/api/v1/terminal/${id}/equipment`, {
      body: { serial_number: 'TRM-S1' },
    });
    expect(assoc.statusCode).toBe(409);
    const upd = await call(ctx, editor, 'PUT', `/api/v1/terminal/${id}`, {
      body: { supplier_identifier: 'PHOEBUS' },
      otp: true,
    });
    expect(upd.statusCode).toBe(409);
  });

  it('moves a terminal in analysis on when it gets a merchant', async () => {
    const res = await call(ctx, editor, 'PUT', `/api/v1/terminal/${pending}`, {
      body: { merchant_id: merchant },
      otp: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('WAITING_EQUIPMENT_ASSOCIATION');
  });
});

describe('terminal list', () => {
  it('filters by code, project, merchant, serial, status, modality, blocked and supplier', async () => {
    const db = ctx.handle.db;
    await db
      .insertInto('terminal')
      .values([
        {
          terminal_code: 'LST-1',
          project_id: 2,
          merchant_id: merchant,
          status: 'ACTIVE',
          blocked: true,
          supplier_identifier: 'PHOEBUS',
          terminal_modality_id: 2,
        },
        {
          terminal_code: 'LST-2',
          project_id: 2,
          status: 'IN_ANALYSIS',
          supplier_identifier: 'TOTAL_SALE',
          terminal_modality_id: 1,
        },
        {
          terminal_code: 'LST-3',
          project_id: 1,
          merchant_id: otherMerchant,
          status: 'ACTIVE',
          terminal_modality_id: 2,
        },
      ])
      .execute();
    const codes = async (query: string, user = admin) => {
      const res = await call(ctx, user, 'GET', `/api/v1/terminal?terminal_code=LST&${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().data.map((t: { terminal_code: string }) => t.terminal_code);
    };
    expect(await codes('')).toEqual(['LST-1', 'LST-2', 'LST-3']);
    expect(await codes('project=1')).toEqual(['LST-3']);
    expect(await codes('merchant=mercado')).toEqual(['LST-1']);
    expect(await codes('merchant=TRM-M2')).toEqual(['LST-3']);
    expect(await codes('status=ACTIVE')).toEqual(['LST-1', 'LST-3']);
    expect(await codes('status=ACTIVE&status=IN_ANALYSIS')).toEqual(['LST-1', 'LST-2', 'LST-3']);
    expect(await codes('modality=2')).toEqual(['LST-1', 'LST-3']);
    expect(await codes('blocked=true')).toEqual(['LST-1']);
    expect(await codes('blocked=false')).toEqual(['LST-2', 'LST-3']);
    expect(await codes('supplier=TOTAL_SALE,PHOEBUS')).toEqual(['LST-1', 'LST-2']);
    expect(await codes('', 'logistica.operador')).toEqual(['LST-1', 'LST-2']);
    const serial = await call(ctx, admin, 'GET', '/api/v1/terminal?serial_number=TRM-S');
    expect(serial.json().total).toBe(0);
    expect((await call(ctx, admin, 'GET', '/api/v1/terminal?status=NOPE')).statusCode).toBe(422);
    const page = await call(ctx, admin, 'GET', '/api/v1/terminal');
    expect(page.json().data.length).toBeLessThanOrEqual(10);
  });

  it('hides terminals of other projects from single-project staff', async () => {
    const other = await ctx.handle.db
      .selectFrom('terminal')
      .select('id')
      .where('terminal_code', '=', 'LST-3')
      .executeTakeFirstOrThrow();
    expect((await call(ctx, 'logistica.operador', 'GET', `/api/v1/terminal/${other.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(ctx, 'logistica.operador', 'PUT', `/api/v1/terminal/${other.id}/block`)).statusCode,
    ).toBe(404);
    expect((await call(ctx, admin, 'GET', '/api/v1/terminal/99999999')).statusCode).toBe(404);
  });

  it('lists modalities and suppliers', async () => {
    const modalities = await call(ctx, 'assistente', 'GET', '/api/v1/terminal_modality');
    expect(modalities.json().data.map((m: { modality: string }) => m.modality)).toContain('Comodato');
    const suppliers = await call(ctx, 'assistente', 'GET', '/api/v1/suppliers');
    expect(suppliers.json().data).toEqual(
      expect.arrayContaining([{ supplier_identifier: 'TOTAL_SALE', supplier_name: 'Total Sale' }]),
    );
  });
});
