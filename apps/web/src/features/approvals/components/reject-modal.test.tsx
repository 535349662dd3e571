import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import ptApprovals from '../../../locales/pt-BR/approvals.json';
import { RejectModal } from './reject-modal';

describe('RejectModal', () => {
  it('needs a reason before rejecting, and sends it trimmed', async () => {
    const onReject = vi.fn();
    const view = renderWithProviders(<div />);
    view.i18n.addResourceBundle('pt-BR', 'approvals', ptApprovals);
    view.rerender(<RejectModal opened busy={false} onClose={() => {}} onReject={onReject} />);
    const reject = await screen.findByRole('button', { name: ptApprovals.reject });
    await userEvent.click(reject);
    expect(await screen.findByRole('textbox', { name: new RegExp(ptApprovals.rejectReason) })).toBeInvalid();
    expect(onReject).not.toHaveBeenCalled();

    await userEvent.type(
      screen.getByRole('textbox', { name: new RegExp(ptApprovals.rejectReason) }),
      '  Valor errado ',
    );
    await userEvent.click(reject);
    await waitFor(() => expect(onReject).toHaveBeenCalledWith('Valor errado'));
  });
});
