import { notifications } from '@mantine/notifications';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../../../test/render';
import { ApiError } from '../../lib/api';
import { OtpCancelledError } from '../otp-dialog';
import { useShowError } from './use-show-error';

function renderShowError(language: 'pt-BR' | 'en' = 'pt-BR') {
  const i18n = createTestI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders i18n={i18n}>{children}</TestProviders>
  );
  return renderHook(() => useShowError(), { wrapper }).result.current;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useShowError', () => {
  it('toasts the message under a title that names the status, in the screen language', () => {
    const show = vi.spyOn(notifications, 'show');
    const error = new ApiError('Sem permissão para bloquear', {
      status: 403,
      data: { message: 'Sem permissão para bloquear' },
    });
    renderShowError()(error);
    expect(show).toHaveBeenCalledWith({
      color: 'red',
      title: 'Sem permissão',
      message: 'Sem permissão para bloquear',
    });
    renderShowError('en')(new ApiError('x', { status: 404, data: { message: 'Lojista não encontrado' } }));
    expect(show).toHaveBeenLastCalledWith({
      color: 'red',
      title: 'Record not found',
      message: 'Lojista não encontrado',
    });
  });

  it("wraps the message in the screen's own wording", () => {
    const show = vi.spyOn(notifications, 'show');
    renderShowError()(new ApiError('x', { status: 500, data: { message: 'timeout' } }), {
      message: (text) => `Falha ao carregar bancos. ${text}`,
    });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Erro no servidor', message: 'Falha ao carregar bancos. timeout' }),
    );
  });

  it('shows nothing when the operator cancelled the code', () => {
    const show = vi.spyOn(notifications, 'show');
    const view = renderShowError()(new OtpCancelledError());
    expect(view.kind).toBe('cancelled');
    expect(show).not.toHaveBeenCalled();
  });
});
