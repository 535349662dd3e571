import { stat } from 'node:fs/promises';
import type { Download } from '@mentor/contract/downloads';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { loadEnv } from '../../config/env.ts';
import { createJobRunner } from '../jobs/job-runner.ts';
import { createExportRegistry } from './export-registry.ts';
import { createExportsService } from './exports-service.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});

afterAll(async () => {
  await ctx.close();
});

async function call(
  method: 'GET' | 'DELETE',
  url: string,
  username: string,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await ctx.token(username)}`, ...headers },
  });
}

const get = (url: string, username = 'financeiro', headers: Record<string, string> = {}) =>
  call('GET', url, username, headers);

async function waitFor(id: number, username: string, done: (d: Download) => boolean): Promise<Download> {
  for (let i = 0; i < 120; i++) {
    const d = (await get(`/api/v1/downloads/${id}`, username)).json<Download>();
    if (done(d)) return d;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`download ${id} did not reach the expected state`);
}

const finished = (d: Download) => d.status !== 'QUEUED' && d.status !== 'RUNNING';

describe('download centre', () => {
  it('lists my finished export with size and expiry, and serves its file to me only', async () => {
    const queued = await get('/api/v1/transaction/export/xlsx?status=DENIED&channel=2&mode=background');
    expect(queued.statusCode).toBe(202);
    const { job } = queued.json<{ job: Download }>();
    expect(job.kind).toBe('transactions');
    expect(job.title['pt-BR']).toBe('Transações');
    const done = await waitFor(job.id, 'financeiro', finished);
    expect(done.status).toBe('COMPLETED');
    expect(done.progress).toBe(100);
    expect(done.size_bytes).toBeGreaterThan(0);
    const days = (Date.parse(done.expires_at) - Date.parse(done.finished_at ?? '')) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);

    const mine = (await get('/api/v1/downloads')).json<{ data: Download[] }>();
    expect(mine.data.map((d) => d.id)).toContain(job.id);
    const file = await get(`/api/v1/downloads/${job.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(Number(file.headers['content-length'])).toBe(done.size_bytes);

    // Another staff member neither sees, reads, downloads nor removes it.
    const theirs = (await get('/api/v1/downloads', 'superadmin')).json<{ data: Download[] }>();
    expect(theirs.data.map((d) => d.id)).not.toContain(job.id);
    expect((await get(`/api/v1/downloads/${job.id}`, 'superadmin')).statusCode).toBe(404);
    expect((await get(`/api/v1/downloads/${job.id}/file`, 'comercial.admin')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/downloads/${job.id}`, 'comercial.admin')).statusCode).toBe(404);
    expect((await get(`/api/v1/downloads/${job.id}`)).statusCode).toBe(200);
  });

  it('turns a double click or a retried request into one export', async () => {
    const url = '/api/v1/transaction/export/csv?status=PENDING&channel=1&mode=background';
    const [a, b] = await Promise.all([get(url), get(url)]);
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    const idA = a.json<{ job: Download }>().job.id;
    expect(b.json<{ job: Download }>().job.id).toBe(idA);

    const keyed = '/api/v1/transaction/export/csv?status=PENDING&channel=2&mode=background';
    const first = await get(keyed, 'financeiro', { 'idempotency-key': 'click-1' });
    const retried = await get(keyed, 'financeiro', { 'idempotency-key': 'click-1' });
    expect(retried.json<{ job: Download }>().job.id).toBe(first.json<{ job: Download }>().job.id);
    const pending = await ctx.handle.db
      .selectFrom('download')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner', '=', 'financeiro')
      .where('id', 'in', [idA, first.json<{ job: Download }>().job.id])
      .executeTakeFirstOrThrow();
    expect(Number(pending.n)).toBe(2);
    await waitFor(idA, 'financeiro', finished);
    // A retry arriving after the export has finished still answers the same download.
    const firstId = first.json<{ job: Download }>().job.id;
    expect((await waitFor(firstId, 'financeiro', finished)).status).toBe('COMPLETED');
    const late = await get(keyed, 'financeiro', { 'idempotency-key': 'click-1' });
    expect(late.statusCode).toBe(202);
    expect(late.json<{ job: Download }>().job.id).toBe(firstId);
    // Without the key, the same export asked again once finished is a new one.
    const again = await get(keyed, 'financeiro');
    expect(again.json<{ job: Download }>().job.id).not.toBe(firstId);
    await waitFor(again.json<{ job: Download }>().job.id, 'financeiro', finished);
  });

  it('cancels a running export: no file, the job stops', async () => {
    const queued = await get(
      '/api/v1/transaction/export/xlsx?mode=background&start=2000-01-01',
      'superadmin',
    );
    const { job } = queued.json<{ job: Download }>();
    const cancelled = await call('DELETE', `/api/v1/downloads/${job.id}`, 'superadmin');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Download>().status).toBe('CANCELLED');
    await new Promise((r) => setTimeout(r, 2500));
    const after = (await get(`/api/v1/downloads/${job.id}`, 'superadmin')).json<Download>();
    expect(after.status).toBe('CANCELLED');
    expect(after.file_name).toBeNull();
    expect((await get(`/api/v1/downloads/${job.id}/file`, 'superadmin')).statusCode).toBe(409);
    const row = await ctx.handle.db
      .selectFrom('download')
      .select('job_id')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    const state = await sql<{
      state: string;
    }>`SELECT state FROM pgboss.job WHERE id = ${row.job_id}::uuid`.execute(ctx.handle.db);
    // Either the queue cancelled the job, or the job had already started, found its export
    // cancelled and stopped without writing: never still running, never a file.
    expect(['cancelled', 'completed']).toContain(state.rows[0]?.state);
  });

  it('hides expired files, and the purge removes them and their rows', async () => {
    const queued = await get(
      '/api/v1/transaction/export/csv?status=PRE_AUTHORIZED&channel=3&mode=background',
    );
    const { job } = queued.json<{ job: Download }>();
    await waitFor(job.id, 'financeiro', finished);
    const { file_path } = await ctx.handle.db
      .selectFrom('download')
      .select('file_path')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(file_path && (await stat(file_path)).size).toBeGreaterThan(0);

    await ctx.handle.db
      .updateTable('download')
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where('id', '=', job.id)
      .execute();
    expect((await get(`/api/v1/downloads/${job.id}/file`)).statusCode).toBe(404);
    const listed = (await get('/api/v1/downloads')).json<{ data: Download[] }>();
    expect(listed.data.map((d) => d.id)).not.toContain(job.id);

    const db = ctx.handle.db;
    const log = pino({ level: 'silent' });
    const service = createExportsService({
      db,
      env: loadEnv({ NODE_ENV: 'test' }),
      jobs: createJobRunner({ db, log }),
      registry: createExportRegistry(),
      log,
    });
    const { removed } = await service.purgeExpired();
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(
      await db.selectFrom('download').select('id').where('id', '=', job.id).executeTakeFirst(),
    ).toBeUndefined();
    await expect(stat(file_path ?? '')).rejects.toThrow();
    // Unexpired downloads stay.
    expect(
      await db.selectFrom('download').select('id').where('expires_at', '>', new Date()).execute(),
    ).not.toEqual([]);
  });

  it('writes the headings in English when asked', async () => {
    const csv = await get('/api/v1/transaction/export/csv?status=DENIED&channel=2&lang=en');
    expect(csv.statusCode).toBe(200);
    const [header, first] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header?.split(';').slice(0, 3)).toEqual([
      'ID',
      'Transaction date (Brasília time)',
      'Payment date (Brasília time)',
    ]);
    expect(first?.split(';').at(-1)).toBe('DENIED');
    const xlsx = await get('/api/v1/dashboard/tpv/export/xlsx?project=1&lang=en');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    const bytes = new Uint8Array(xlsx.rawPayload);
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    expect(workbook.worksheets.map((w) => w.name)).toContain('Summary');
    expect(workbook.getWorksheet('Summary')?.getRow(1).getCell(1).value).toBe('Indicator');
    expect((await get('/api/v1/transaction/export/csv?lang=fr')).statusCode).toBe(422);
  });

  it('schedules the purge hourly on the shared queue', async () => {
    const schedule = await sql<{
      cron: string;
    }>`SELECT cron FROM pgboss.schedule WHERE name = 'downloads_purge'`.execute(ctx.handle.db);
    expect(schedule.rows[0]?.cron).toBe('17 * * * *');
  });
});
