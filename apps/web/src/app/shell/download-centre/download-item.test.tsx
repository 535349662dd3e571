import type { Download } from '@mentor/contract/downloads';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../../../test/render';
import enShell from '../../../locales/en/shell.json';
import ptShell from '../../../locales/pt-BR/shell.json';
import { DownloadItem } from './download-item';

const base: Download = {
  id: 7,
  kind: 'transactions',
  title: { 'pt-BR': 'Transações', en: 'Transactions' },
  file_format: 'xlsx',
  status: 'RUNNING',
  progress: 40,
  total_rows: 20_000,
  rows_written: 8000,
  size_bytes: null,
  file_name: null,
  error: null,
  created_at: '2026-11-20T13:00:00.000Z',
  finished_at: null,
  expires_at: '2026-11-27T13:00:00.000Z',
};

function renderItem(download: Download, language: 'pt-BR' | 'en' = 'pt-BR') {
  const i18n = createTestI18n(language);
  i18n.addResourceBundle('pt-BR', 'shell', ptShell);
  i18n.addResourceBundle('en', 'shell', enShell);
  const onDownload = vi.fn();
  const onCancel = vi.fn();
  render(
    <TestProviders i18n={i18n}>
      <ul>
        <DownloadItem
          download={download}
          lang={language === 'en' ? 'en' : 'pt'}
          busy={false}
          onDownload={onDownload}
          onCancel={onCancel}
        />
      </ul>
    </TestProviders>,
  );
  return { onDownload, onCancel };
}

describe('DownloadItem', () => {
  it('shows a running export with its progress and offers to cancel it', async () => {
    const { onCancel } = renderItem(base);
    expect(screen.getByRole('listitem', { name: 'Transações (XLSX)' })).toBeInTheDocument();
    expect(screen.getByTestId('download-status')).toHaveTextContent('Em andamento');
    expect(screen.getByRole('progressbar', { name: 'Progresso: 40%' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Baixar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('shows a finished export with size and expiry, in English too', async () => {
    const done: Download = {
      ...base,
      status: 'COMPLETED',
      progress: 100,
      size_bytes: 1_572_864,
      finished_at: '2026-11-20T13:01:00.000Z',
    };
    const { onDownload } = renderItem(done, 'en');
    expect(screen.getByTestId('download-status')).toHaveTextContent('Ready');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText(/1\.5 MB/)).toBeInTheDocument();
    expect(screen.getByText(/available until 27\/11\/2026 10:00/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(onDownload).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('says when the file could not be produced', () => {
    renderItem({ ...base, status: 'FAILED', progress: 0 });
    expect(screen.getByTestId('download-status')).toHaveTextContent('Falhou');
    expect(screen.getByText(/Não foi possível gerar o arquivo/)).toBeInTheDocument();
  });
});
