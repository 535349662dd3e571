import type { Download, DownloadStatus } from '@mentor/contract/downloads';
import { describe, expect, it } from 'vitest';
import { finishedSince } from './finished-downloads';

const download = (id: number, status: DownloadStatus): Download => ({
  id,
  kind: 'payments',
  title: { 'pt-BR': 'Pagamentos', en: 'Payments' },
  file_format: 'xlsx',
  status,
  progress: status === 'COMPLETED' ? 100 : 10,
  total_rows: 10,
  rows_written: 1,
  size_bytes: null,
  file_name: null,
  error: null,
  created_at: '2026-11-23T09:00:00.000Z',
  finished_at: null,
  expires_at: '2026-11-30T09:00:00.000Z',
});

describe('downloads finished since the last look', () => {
  it('names those that were pending and are now ready or failed', () => {
    const before = new Map<number, DownloadStatus>([
      [1, 'RUNNING'],
      [2, 'QUEUED'],
      [3, 'RUNNING'],
      [4, 'COMPLETED'],
    ]);
    const now = [
      download(1, 'COMPLETED'),
      download(2, 'FAILED'),
      download(3, 'RUNNING'),
      download(4, 'COMPLETED'),
    ];
    expect(finishedSince(before, now).map((d) => d.id)).toEqual([1, 2]);
  });

  it('says nothing of a download it had not seen pending, nor of a cancelled one', () => {
    const before = new Map<number, DownloadStatus>([[5, 'RUNNING']]);
    expect(finishedSince(before, [download(5, 'CANCELLED'), download(6, 'COMPLETED')])).toEqual([]);
  });
});
