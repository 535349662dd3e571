import type { MerchantDetail } from '@mentor/contract/merchants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import ptMerchants from '../../../locales/pt-BR/merchants.json';
import { MerchantBlockTab } from './merchant-block-tab';

const run = vi.hoisted(() => vi.fn());
const askReason = vi.hoisted(() => vi.fn());
vi.mock('../api/use-block-merchant', () => ({ useBlockMerchant: () => ({ run, isPending: false }) }));
vi.mock('../api/use-unblock-merchant', () => ({ useUnblockMerchant: () => ({ run, isPending: false }) }));
vi.mock('../api/use-block-preview', () => ({ useBlockPreview: () => ({ data: undefined }) }));
vi.mock('../api/use-block-types', () => ({
  useBlockTypes: () => ({ data: [{ id: 3, description: 'Venda contestada' }] }),
}));
vi.mock('../../../shared/ui/reason-fields', () => ({ askReason }));

const merchant = { id: 7, merchant_name: 'Padaria Teste', blocked: false } as unknown as MerchantDetail;

describe('merchant block tab', () => {
  it('checks type and description before asking a reason or sending anything', async () => {
    const view = renderWithProviders(<div />);
    view.i18n.addResourceBundle('pt-BR', 'merchants', ptMerchants);
    view.rerender(<MerchantBlockTab merchant={merchant} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear lojista' }));
    expect(await screen.findByText('O campo Tipo de bloqueio é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('O campo Descrição é obrigatório')).toBeInTheDocument();
    expect(askReason).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();

    askReason.mockResolvedValue({ reason_code: 'FRAUD_SUSPECTED' });
    await userEvent.click(screen.getByRole('combobox', { name: /Tipo de bloqueio/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Venda contestada' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Descrição/ }), 'Chargeback em série');
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear lojista' }));
    await vi.waitFor(() =>
      expect(run).toHaveBeenCalledWith({
        block_type_id: 3,
        description: 'Chargeback em série',
        block_terminals: true,
        reason_code: 'FRAUD_SUSPECTED',
      }),
    );
  });
});
