import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { call, WRONG_CODE } from '../../../test/test-support.ts';
import { loadEnv } from '../../config/env.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp({ METRICS_PORT: '0' });
});

afterAll(async () => {
  await ctx.close();
});

async function scrape(): Promise<string> {
  const url = ctx.app.metricsUrl();
  if (!url) throw new Error('no metrics listener');
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of one series (`name{a="1",b="2"}`, labels in the order given) in a scraped text; 0 when absent. */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = new Map(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]] as const),
    );
    if (found.size !== wanted.length) continue;
    if (wanted.every(([k, v]) => found.get(k) === v)) return Number(match[3]);
  }
  return 0;
}

describe('metrics on a port of their own', () => {
  it('listen on loopback apart from the public port, which does not serve them', async () => {
    const url = new URL(ctx.app.metricsUrl() ?? '');
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.port).not.toBe(new URL(ctx.baseUrl).port);
    const onPublic = await fetch(`${ctx.baseUrl}/metrics`);
    expect(await onPublic.text()).not.toContain('mentor_http_requests_total');
    expect(() => loadEnv({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT/);
  });

  it('count requests by declared operation, method and status, with their time', async () => {
    const before = await scrape();
    const token = await ctx.token('superadmin');
    for (let i = 0; i < 3; i++) {
      const me = await fetch(`${ctx.baseUrl}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
    }
    const refused = await fetch(`${ctx.baseUrl}/api/v1/me`);
    expect(refused.status).toBe(401);
    expect((await fetch(`${ctx.baseUrl}/api/v1/no-such-thing/12345678900`)).status).toBe(404);
    const after = await scrape();

    const ok = { operation: 'platform.readMe', method: 'GET', status: '200' };
    expect(
      value(after, 'mentor_http_requests_total', ok) - value(before, 'mentor_http_requests_total', ok),
    ).toBe(3);
    const unauthorized = { ...ok, status: '401' };
    expect(
      value(after, 'mentor_http_requests_total', unauthorized) -
        value(before, 'mentor_http_requests_total', unauthorized),
    ).toBe(1);
    const timed = { operation: 'platform.readMe', method: 'GET' };
    const count = 'mentor_http_request_duration_seconds_count';
    expect(value(after, count, timed) - value(before, count, timed)).toBe(4);
    const sum = 'mentor_http_request_duration_seconds_sum';
    expect(value(after, sum, timed)).toBeGreaterThan(value(before, sum, timed));
    // A path no route declares is one series, whatever was asked: no path (nor a document in it) as a label.
    const unmatched = { operation: 'unmatched', method: 'GET', status: '404' };
    expect(
      value(after, 'mentor_http_requests_total', unmatched) -
        value(before, 'mentor_http_requests_total', unmatched),
    ).toBe(1);
    expect(after).not.toContain('12345678900');
    expect(after).not.toContain('no-such-thing');
    expect(after).not.toContain('superadmin');
  });

  it('report the process, the pool and the database figures', async () => {
    const text = await scrape();
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(value(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(value(text, 'mentor_database_up')).toBe(1);
    const total = value(text, 'mentor_db_pool_connections', { state: 'total' });
    expect(total).toBeGreaterThan(0);
    expect(value(text, 'mentor_db_pool_connections', { state: 'idle' })).toBeLessThanOrEqual(total);
    expect(text).toMatch(/^mentor_db_pool_waiting \d+$/m);
  });

  it('report a queue’s waiting jobs and how long the oldest has waited', async () => {
    const queue = 'metrics-probe';
    const drop = async () => {
      await sql`DELETE FROM pgboss.job WHERE name = ${queue}`.execute(ctx.handle.db);
      await sql`SELECT pgboss.delete_queue(name) FROM pgboss.queue WHERE name = ${queue}`.execute(
        ctx.handle.db,
      );
    };
    await drop();
    await sql`SELECT pgboss.create_queue(${queue}, ${JSON.stringify({ policy: 'standard' })}::json)`.execute(
      ctx.handle.db,
    );
    try {
      await sql`INSERT INTO pgboss.job (name, data, start_after, created_on)
        VALUES (${queue}, '{}', now() - interval '10 minutes', now() - interval '10 minutes'),
               (${queue}, '{}', now() - interval '1 minute', now() - interval '1 minute'),
               (${queue}, '{}', now() + interval '1 hour', now())`.execute(ctx.handle.db);
      const text = await scrape();
      // The job due in an hour is not waiting yet.
      expect(value(text, 'mentor_job_queue_jobs', { queue, state: 'waiting' })).toBe(2);
      expect(value(text, 'mentor_job_queue_jobs', { queue, state: 'running' })).toBe(0);
      const oldest = value(text, 'mentor_job_queue_oldest_waiting_seconds', { queue });
      expect(oldest).toBeGreaterThanOrEqual(600);
      expect(oldest).toBeLessThan(700);
    } finally {
      await drop();
    }
    expect(value(await scrape(), 'mentor_job_queue_jobs', { queue, state: 'waiting' })).toBe(0);
  });

  it('report pending approvals and the oldest one’s age, as the database holds them', async () => {
    const text = await scrape();
    const row = await sql<{ pending: number; oldest: number | null }>`
      SELECT count(*)::int AS pending, EXTRACT(EPOCH FROM now() - min(requested_at))::float AS oldest
      FROM approval_request WHERE status = 'PENDING' AND expires_at > now()`.execute(ctx.handle.db);
    const figures = row.rows[0];
    expect(value(text, 'mentor_approvals_pending')).toBe(figures?.pending);
    expect(
      Math.abs(value(text, 'mentor_approvals_oldest_pending_seconds') - (figures?.oldest ?? 0)),
    ).toBeLessThan(5);
  });

  it('count refused one-time codes and streamed export rows and bytes', async () => {
    const before = await scrape();
    const body = { project_id: 1, client_name: 'Sem código', client_roles: ['pix:read'], realm_roles: [] };
    const refused = await call(ctx, 'superadmin', 'POST', '/api/v1/credential/mentor', {
      body,
      otp: WRONG_CODE,
    });
    expect(refused.statusCode).toBe(403);
    const token = await ctx.token('financeiro');
    const exported = await fetch(`${ctx.baseUrl}/api/v1/transaction/export/csv?status=DENIED&channel=2`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.status).toBe(200);
    const csv = Buffer.from(await exported.arrayBuffer());
    const rows = Number(exported.headers.get('x-total-rows'));
    expect(rows).toBeGreaterThan(0);
    const after = await scrape();

    const invalid = { reason: 'invalid' };
    const codes = 'mentor_one_time_code_refusals_total';
    expect(value(after, codes, invalid) - value(before, codes, invalid)).toBe(1);
    const labels = { export: 'transactions', format: 'csv', mode: 'stream' };
    expect(
      value(after, 'mentor_export_rows_total', labels) - value(before, 'mentor_export_rows_total', labels),
    ).toBe(rows);
    expect(
      value(after, 'mentor_export_bytes_total', labels) - value(before, 'mentor_export_bytes_total', labels),
    ).toBe(csv.length);
  });
});
