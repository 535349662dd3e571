import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../../../test/render';

const declared = vi.hoisted(() => ({ call: vi.fn() }));
const toasts = vi.hoisted(() => ({ show: vi.fn() }));
const saved = vi.hoisted(() => ({ downloadBlob: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({
  ...(await original<typeof import('../../lib/api')>()),
  api: declared,
}));
vi.mock('@mantine/notifications', () => ({ notifications: toasts }));
vi.mock('./download-json', () => saved);

import { billets } from '@mentor/contract/billets-endpoints';
import { payments } from '@mentor/contract/payments-endpoints';
import { transactions } from '@mentor/contract/transactions-endpoints';
import { type ListExportOptions, useListExport } from './list-export';

afterEach(() => vi.clearAllMocks());

function setup(path: ListExportOptions['path'] = payments.exportPayments) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <TestProviders i18n={createTestI18n('pt-BR')}>{children}</TestProviders>
    </QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useListExport({
        path,
        fileName: 'pagamentos',
        query: () => ({ page: 3, perPage: 25, payment_type: 'TED', start: '2026-11-01' }),
      }),
    { wrapper },
  );
  return { result, invalidate };
}

describe('useListExport', () => {
  it('asks for the whole filter without paging and saves the file it answers', async () => {
    const blob = new Blob(['id;valor'], { type: 'text/csv' });
    declared.call.mockResolvedValue(blob);
    const { result } = setup();
    await act(async () => result.current.onExport('csv'));
    expect(declared.call).toHaveBeenCalledWith(payments.exportPayments, {
      params: { file_format: 'csv' },
      query: { payment_type: 'TED', start: '2026-11-01', lang: 'pt-BR' },
    });
    expect(saved.downloadBlob).toHaveBeenCalledWith(
      blob,
      expect.stringMatching(/^pagamentos-\d{4}-\d{2}-\d{2}\.csv$/),
    );
    expect(result.current.progress).toBeNull();
    expect(toasts.show).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'green',
        message: expect.stringMatching(/^Arquivo pagamentos-.+\.csv pronto/),
      }),
    );
  });

  it('calls a declared export operation with the format as its parameter', async () => {
    declared.call.mockResolvedValue(new Blob(['id;valor'], { type: 'text/csv' }));
    const { result } = setup(billets.exportBillets);
    await act(async () => result.current.onExport('xlsx'));
    expect(declared.call).toHaveBeenCalledWith(billets.exportBillets, {
      params: { format: 'xlsx' },
      query: { payment_type: 'TED', start: '2026-11-01', lang: 'pt-BR' },
    });
    expect(saved.downloadBlob).toHaveBeenCalledWith(
      expect.any(Blob),
      expect.stringMatching(/^pagamentos-\d{4}-\d{2}-\d{2}\.xlsx$/),
    );
  });

  it('fills the format into the parameter the export declares', async () => {
    declared.call.mockResolvedValue(new Blob(['id;valor'], { type: 'text/csv' }));
    const { result } = setup(transactions.exportTransactions);
    await act(async () => result.current.onExport('csv'));
    expect(declared.call).toHaveBeenCalledWith(transactions.exportTransactions, {
      params: { file_format: 'csv' },
      query: { payment_type: 'TED', start: '2026-11-01', lang: 'pt-BR' },
    });
  });

  it('names the file with the day in São Paulo, not the UTC day', async () => {
    // 22:30 in Brasília on 24 November is already 25 November in UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T01:30:00Z'));
    try {
      declared.call.mockResolvedValue(new Blob(['id;valor'], { type: 'text/csv' }));
      const { result } = setup();
      await act(async () => result.current.onExport('xlsx'));
      expect(saved.downloadBlob).toHaveBeenCalledWith(expect.any(Blob), 'pagamentos-2026-11-24.xlsx');
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands a background export to the download centre and says so', async () => {
    const job = {
      id: 7,
      kind: 'payments',
      title: { 'pt-BR': 'Pagamentos', en: 'Payments' },
      file_format: 'xlsx',
      status: 'QUEUED',
      progress: 0,
      total_rows: 200_000,
      rows_written: 0,
      size_bytes: null,
      file_name: null,
      error: null,
      created_at: '2026-11-23T09:00:00.000Z',
      finished_at: null,
      expires_at: '2026-11-30T09:00:00.000Z',
    };
    declared.call.mockResolvedValue(new Blob([JSON.stringify({ job })], { type: 'application/json' }));
    const { result, invalidate } = setup();
    await act(async () => result.current.onExport('xlsx'));
    expect(saved.downloadBlob).not.toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['downloads'] });
    expect(toasts.show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'blue', message: expect.stringContaining('central de downloads') }),
    );
  });
});
