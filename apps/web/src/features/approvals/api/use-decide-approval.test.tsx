import type { ApprovalRequest } from '@mentor/contract/approvals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { useReject } from './use-decide-approval';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const rejected: ApprovalRequest = {
  id: 7,
  action: 'merchant.unblock',
  status: 'REJECTED',
  method: 'PUT',
  path: '/api/v1/merchant/12/unblock',
  table_context: 'merchant',
  record_id: '12',
  project_id: 1,
  amount_cents: null,
  before: null,
  after: null,
  requested_by: 'operador',
  requested_by_name: 'Operador',
  requested_at: '2026-11-27T12:00:00Z',
  expires_at: '2026-11-28T12:00:00Z',
  decided_by: 'admin',
  decided_by_name: 'Admin',
  decided_at: '2026-11-27T12:05:00Z',
  rejection_reason: 'Valor acima do combinado',
};

/** The reject calls as the server saw them, with their keys; each waits until the test lets it go. */
let sent: Array<{ url: string; key: string | null; body: unknown }>;
let release: Array<() => void>;
let answers: Array<() => Response>;

beforeEach(() => {
  sent = [];
  release = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      sent.push({
        url: String(input),
        key: headers.get('Idempotency-Key'),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      await new Promise<void>((resolve) => release.push(resolve));
      return (answers.shift() ?? (() => json(200, rejected)))();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const letGo = () => {
  for (const go of release.splice(0)) go();
};

let rejectRun: (vars: { id: number; reason: string }) => Promise<unknown>;
const onSuccess = vi.fn();

function Inbox() {
  const reject = useReject({ success: 'Solicitação rejeitada.', onSuccess });
  rejectRun = reject.run;
  return <p>{reject.isPending ? 'sending' : 'idle'}</p>;
}

describe('a decision on an approval request', () => {
  it('is sent once while it runs, retried with the same key after a failure, and keyed anew once it succeeded', async () => {
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Inbox />
      </QueryClientProvider>,
    );
    const decision = { id: 7, reason: 'Valor acima do combinado' };

    // A double click while the first is on its way: one request, both get its outcome.
    answers.push(() => json(503, { message: 'Serviço indisponível.' }));
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = rejectRun(decision);
      second = rejectRun(decision);
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toContain('/v1/approvals/7/reject');
    expect(sent[0]?.body).toEqual({ reason: 'Valor acima do combinado' });
    await act(async () => {
      letGo();
      await Promise.all([first, second]);
    });
    expect(sent).toHaveLength(1);
    expect(onSuccess).not.toHaveBeenCalled();

    // The retry of the same decision is the same intent: the same key.
    let retry: Promise<unknown> = Promise.resolve();
    act(() => {
      retry = rejectRun(decision);
    });
    await waitFor(() => expect(sent).toHaveLength(2));
    await act(async () => {
      letGo();
      await retry;
    });
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(sent[0]?.key).toMatch(/\S{8,}/);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('idle')).toBeInTheDocument();

    // Decided, the next decision on another request is another intent.
    let next: Promise<unknown> = Promise.resolve();
    act(() => {
      next = rejectRun({ id: 8, reason: 'Valor acima do combinado' });
    });
    await waitFor(() => expect(sent).toHaveLength(3));
    await act(async () => {
      letGo();
      await next;
    });
    expect(sent[2]?.key).not.toBe(sent[0]?.key);
  });
});
