import type { CheckupRun } from '@mentor/contract/checkup';
import { type Mock, vi } from 'vitest';

/** A JSON answer of the fake server. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A run asked for by ana at 14:05 in Brasília, as the server answers it in each status. */
export const checkupRun = (id: number, status: CheckupRun['status']): CheckupRun => ({
  id,
  status,
  requested_by: 'ana',
  requested_at: '2026-01-10T17:05:00Z',
  finished_at: status === 'PROCESSING' ? null : '2026-01-10T17:05:09Z',
  not_imported_found: status === 'DONE' ? 4 : null,
  duplicated_found: status === 'DONE' ? 3 : null,
  resolved: status === 'DONE' ? 0 : null,
});

/** The check-up's side of the server, as the screen's tests set it. */
export interface FakeCheckupServer {
  /** The newest run; null: the check-up never ran (a 404). */
  latest: CheckupRun | null;
  /** What a run read answers: these statuses in turn, then the last one for good. */
  answers: CheckupRun['status'][];
  /** While set, the newest-run read waits for it before answering. */
  latestGate: Promise<void> | null;
  /** The answer to a re-run request. */
  rerun: () => Response;
  /** The fetch to stub globally; its calls are the requests the console sent. */
  fetch: Mock<(input: RequestInfo | URL) => Promise<Response>>;
}

/** A fake server answering the newest run, run reads, re-runs and (empty) finding lists. */
export function fakeCheckupServer(): FakeCheckupServer {
  const server: FakeCheckupServer = {
    latest: null,
    latestGate: null,
    answers: ['PROCESSING'],
    rerun: () => json(404, { message: 'not found' }),
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/v1/checkup/runs/latest')) {
        await server.latestGate;
        return server.latest
          ? json(200, server.latest)
          : json(404, { message: 'O checkup ainda não foi executado.' });
      }
      if (url.includes('/v1/checkup/transactions')) return server.rerun();
      if (url.includes('/v1/checkup/transaction')) return json(200, { data: [], total: 0, lastPage: 1 });
      const id = Number(/\/v1\/checkup\/runs\/(\d+)/.exec(url)?.[1]);
      if (!id) return json(404, { message: 'not found' });
      const { answers } = server;
      const status = answers.length > 1 ? answers.shift() : answers[0];
      return json(200, checkupRun(id, status ?? 'PROCESSING'));
    }),
  };
  return server;
}
