import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call } from '../../../test/test-support.ts';

let ctx: TestContext;
let pax = 0;
let gertec = 0;
let tef = 0;

beforeAll(async () => {
  ctx = await startTestApp();
  const models = await ctx.handle.db.selectFrom('equipment_model').select(['id', 'model']).execute();
  const id = (name: string) => models.find((m) => m.model === name)?.id ?? 0;
  pax = id('A920');
  gertec = id('MP35P');
  tef = id('TEF');
});
afterAll(async () => {
  await ctx.close();
});

describe('equipment models', () => {
  it('labels TEF and e-commerce models by the model alone, others by manufacturer, model and type', async () => {
    const res = await call(ctx, 'assistente', 'GET', '/api/v1/equipment_model?active=true');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number; label: string }[];
    expect(data.find((m) => m.id === pax)?.label).toBe('PAX A920 - SMART POS');
    expect(data.find((m) => m.id === tef)?.label).toBe('TEF');
    expect(data.find((m) => m.label === 'Checkout')).toBeDefined();
  });

  it('lists the communication profiles of a model', async () => {
    const res = await call(
      ctx,
      'assistente',
      'GET',
      `/api/v1/equipment_model/${gertec}/communication_profile`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { technology: string }) => p.technology)).toContain('ETHERNET');
    const none = await call(ctx, 'assistente', 'GET', `/api/v1/equipment_model/${tef}/communication_profile`);
    expect(none.json().data).toEqual([]);
  });
});

describe('equipment', () => {
  it('creates equipment by serial, refuses a duplicate and bad input', async () => {
    const body = { serial_number: 'eqt-0001', equipment_model_id: pax, project_id: 2, equipment_code: 'C-1' };
    const created = await call(ctx, 'logistica.admin', 'POST', '/api/v1/equipment', { body });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ serial_number: 'EQT-0001', in_use: 0, project: { id: 2 } });
    const audits = await auditRows(ctx, 'equipment', created.json().equipment_id);
    expect(audits[0]?.action).toBe('CREATE');

    const again = await call(ctx, 'logistica.admin', 'POST', '/api/v1/equipment', { body });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.serial_number).toBeDefined();

    const bad = await call(ctx, 'logistica.admin', 'POST', '/api/v1/equipment', {
      body: { serial_number: 'a b', equipment_model_id: 'x', project_id: 2 },
    });
    expect(bad.statusCode).toBe(422);

    const noModel = await call(ctx, 'logistica.admin', 'POST', '/api/v1/equipment', {
      body: { ...body, serial_number: 'EQT-0009', equipment_model_id: 99999 },
    });
    expect(noModel.statusCode).toBe(422);
    expect(noModel.json().errors.equipment_model_id).toBeDefined();
  });

  it('refuses writes without manage_equipment', async () => {
    const res = await call(ctx, 'logistica.operador', 'POST', '/api/v1/equipment', {
      body: { serial_number: 'EQT-0002', equipment_model_id: pax, project_id: 2 },
    });
    expect(res.statusCode).toBe(403);
  });

  it('filters by serial, project, usage, models and code', async () => {
    await call(ctx, 'logistica.admin', 'POST', '/api/v1/equipment', {
      body: { serial_number: 'EQT-0003', equipment_model_id: gertec, project_id: 1, equipment_code: 'C-3' },
    });
    const bySerial = await call(ctx, 'logistica.admin', 'GET', '/api/v1/equipment?serial_number=eqt-000');
    expect(bySerial.json().total).toBe(2);
    const byProject = await call(
      ctx,
      'logistica.admin',
      'GET',
      '/api/v1/equipment?serial_number=EQT-000&project=1',
    );
    expect(byProject.json().data.map((e: { serial_number: string }) => e.serial_number)).toEqual([
      'EQT-0003',
    ]);
    const byModel = await call(
      ctx,
      'logistica.admin',
      'GET',
      `/api/v1/equipment?equipment_model=${pax},${gertec}&serial_number=EQT`,
    );
    expect(byModel.json().total).toBe(2);
    const oneModel = await call(
      ctx,
      'logistica.admin',
      'GET',
      `/api/v1/equipment?equipment_model=${gertec}&serial_number=EQT`,
    );
    expect(oneModel.json().total).toBe(1);
    const byCode = await call(ctx, 'logistica.admin', 'GET', '/api/v1/equipment?equipment_code=C-1');
    expect(byCode.json().data[0].serial_number).toBe('EQT-0001');
    const inUse = await call(ctx, 'logistica.admin', 'GET', '/api/v1/equipment?in_use=1&serial_number=EQT');
    expect(inUse.json().total).toBe(0);
    const badUse = await call(ctx, 'logistica.admin', 'GET', '/api/v1/equipment?in_use=7');
    expect(badUse.statusCode).toBe(422);
    // A single-project user sees only their project.
    const own = await call(ctx, 'logistica.operador', 'GET', '/api/v1/equipment?serial_number=EQT');
    expect(own.json().data.map((e: { serial_number: string }) => e.serial_number)).toEqual(['EQT-0001']);
  });

  it('updates and deletes by serial', async () => {
    const upd = await call(ctx, 'logistica.admin', 'PUT', '/api/v1/equipment/EQT-0003', {
      body: { equipment_model_id: pax, project_id: 2, equipment_code: 'C-33' },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({
      project: { id: 2 },
      equipment_code: 'C-33',
      equipment_model: { id: pax },
    });
    const audits = await auditRows(ctx, 'equipment', upd.json().equipment_id);
    expect(audits[0]).toMatchObject({ action: 'UPDATE' });
    expect(JSON.stringify(audits[0]?.before)).toContain('C-3');

    const del = await call(ctx, 'logistica.admin', 'DELETE', '/api/v1/equipment/EQT-0003');
    expect(del.statusCode).toBe(204);
    expect((await call(ctx, 'logistica.admin', 'DELETE', '/api/v1/equipment/EQT-0003')).statusCode).toBe(404);
  });

  it('creates and moves scanned serials in bulk with a result per serial', async () => {
    await call(ctx, 'logistica.admin', 'POST', '/api/v1/equipment', {
      body: { serial_number: 'BULK-OLD', equipment_model_id: gertec, project_id: 1 },
    });
    const res = await call(ctx, 'logistica.admin', 'POST', '/api/v1/equipment/bulk', {
      body: {
        serial_numbers: ['bulk-1', 'BULK-2', 'BULK-1', 'BULK-OLD', 'EQT-0001', 'bad serial'],
        equipment_model_id: pax,
        project_id: 2,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { serial_number: 'BULK-1', result: 'CREATED', message: null },
      { serial_number: 'BULK-2', result: 'CREATED', message: null },
      { serial_number: 'BULK-OLD', result: 'MOVED', message: null },
      { serial_number: 'EQT-0001', result: 'UNCHANGED', message: null },
      { serial_number: 'bad serial', result: 'ERROR', message: expect.stringContaining('Número de série') },
    ]);
    const moved = await call(ctx, 'logistica.admin', 'GET', '/api/v1/equipment?serial_number=BULK-OLD');
    expect(moved.json().data[0]).toMatchObject({ project: { id: 2 }, equipment_model: { id: pax } });
    const empty = await call(ctx, 'logistica.admin', 'POST', '/api/v1/equipment/bulk', {
      body: { serial_numbers: [], equipment_model_id: pax, project_id: 2 },
    });
    expect(empty.statusCode).toBe(422);
  });
});
