import type { BasketOperation } from '@mentor/contract/risk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtUrl } from '../../../../test/render';
import ptRisk from '../../../locales/pt-BR/risk.json';
import { mainApi } from '../../../shared/lib/api';
import { BasketOperationModal } from './basket-operation-modal';

vi.mock('../../../shared/lib/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/lib/api')>();
  const { endpointClientOverVerbs } = await import('../../../../test/declared-client');
  const mainApi = { ...actual.mainApi, put: vi.fn() };
  const backofficeApi = { ...actual.backofficeApi, put: mainApi.put };
  return { ...actual, mainApi, backofficeApi, api: endpointClientOverVerbs(mainApi, backofficeApi) };
});

const put = vi.mocked(mainApi.put);

const TED: BasketOperation = {
  uuid: '4f1c2a8e-1d2b-4c3d-8e4f-5a6b7c8d9e0f',
  uuidBasket: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  operation: 'TED',
  description: 'Transferência TED',
  amount: 990,
  freeQuantity: 2,
  frequency: 'MONTHLY',
  dateUpdate: '2026-12-01T10:00:00.000Z',
};

function renderModal() {
  const onClose = vi.fn();
  renderAtUrl(() => <BasketOperationModal operation={TED} onClose={onClose} />, '/tax-management', {
    bundles: { 'pt-BR': { risk: ptRisk } },
  });
  return onClose;
}

beforeEach(() => {
  put.mockReset();
  put.mockImplementation(async () => ({ ...TED, amount: 890 }));
});

async function changeFee() {
  const fee = await screen.findByRole('textbox', { name: /Tarifa/ });
  await userEvent.clear(fee);
  await userEvent.type(fee, '8,90');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  return screen.findByRole('dialog', { name: 'Alterar a operação TED?' });
}

describe('editing a basket fee', { timeout: 20_000 }, () => {
  it('reads the change back, old → new, and sends nothing when the operator goes back', async () => {
    renderModal();
    const confirm = await changeFee();
    expect(within(confirm).getByTestId('basket-operation-changes')).toHaveTextContent(
      'Tarifa: R$ 9,90 → R$ 8,90',
    );
    // Only what changed is listed.
    expect(within(confirm).getByTestId('basket-operation-changes')).not.toHaveTextContent('Frequência');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alterar a operação TED?' })).toBeNull());
    expect(put).not.toHaveBeenCalled();
  });

  it('sends the new fee once confirmed', async () => {
    const onClose = renderModal();
    const confirm = await changeFee();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Alterar' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put.mock.calls[0]?.[1]).toMatchObject({ amount: 890, uuidBasket: TED.uuidBasket });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
