import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../../../test/render';
import ptDashboard from '../../../locales/pt-BR/dashboard.json';
import { useExportDownload } from './use-export-download';

const toasts = vi.hoisted(() => ({ show: vi.fn(() => 'export-toast'), update: vi.fn() }));
const download = vi.hoisted(() => ({ downloadBlob: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: toasts }));
vi.mock('../../../shared/ui/download', () => download);

afterEach(() => vi.clearAllMocks());

function wrapper({ children }: { children: ReactNode }) {
  const i18n = createTestI18n('pt-BR');
  i18n.addResourceBundle('pt-BR', 'dashboard', ptDashboard);
  return <TestProviders i18n={i18n}>{children}</TestProviders>;
}

describe('useExportDownload', () => {
  it('shows progress until the file is ready, then saves it and says so by name', async () => {
    let finish: (blob: Blob) => void = () => undefined;
    const { result } = renderHook(() => useExportDownload(), { wrapper });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.run(
        () => new Promise<Blob>((resolve) => (finish = resolve)),
        'dashboard-tpv_2026-11-22_2330.xlsx',
      );
    });
    expect(result.current.running).toBe(true);
    expect(toasts.show).toHaveBeenCalledWith(
      expect.objectContaining({ loading: true, title: 'Gerando arquivo' }),
    );
    expect(download.downloadBlob).not.toHaveBeenCalled();

    const blob = new Blob(['x']);
    await act(async () => {
      finish(blob);
      await done;
    });
    expect(download.downloadBlob).toHaveBeenCalledWith(blob, 'dashboard-tpv_2026-11-22_2330.xlsx');
    expect(toasts.update).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 'export-toast',
        loading: false,
        title: 'Arquivo pronto',
        message: 'dashboard-tpv_2026-11-22_2330.xlsx',
      }),
    );
    expect(result.current.running).toBe(false);
  });

  it('turns the progress toast into the error when the export fails', async () => {
    const { result } = renderHook(() => useExportDownload(), { wrapper });
    await act(() => result.current.run(() => Promise.reject(new Error('Falhou')), 'x.xlsx'));
    expect(download.downloadBlob).not.toHaveBeenCalled();
    expect(toasts.update).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 'export-toast',
        color: 'red',
        title: 'Não foi possível exportar',
        message: 'Falhou',
      }),
    );
  });
});
