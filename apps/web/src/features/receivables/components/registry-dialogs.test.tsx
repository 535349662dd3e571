import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../../../test/render';
import ptReceivables from '../../../locales/pt-BR/receivables.json';
import { ApiError, mainApi } from '../../../shared/lib/api';
import { OpenDisputeDialog } from './open-dispute-dialog';
import { ResendUnitDialog } from './resend-unit-dialog';

vi.mock('../../../shared/lib/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/lib/api')>();
  const { endpointClientOverVerbs } = await import('../../../../test/declared-client');
  const mainApi = { ...actual.mainApi, post: vi.fn(), put: vi.fn() };
  return { ...actual, mainApi, api: endpointClientOverVerbs(mainApi) };
});
const post = vi.mocked(mainApi.post);
const put = vi.mocked(mainApi.put);

async function renderScreen(ui: ReactElement) {
  const i18n = createTestI18n('pt-BR');
  i18n.addResourceBundle('pt-BR', 'receivables', ptReceivables);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const root = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/financial/receivable_registry/ur/41'] }),
  });
  render(
    <TestProviders i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TestProviders>,
  );
  return screen.findByRole('dialog');
}

const UNIT = {
  id: 41,
  cerc_code: 'UR-41',
  contract_effects: [],
};

async function chooseOption(label: RegExp, option: string | RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  post.mockReset();
  put.mockReset();
});

describe('opening a dispute on a unit', () => {
  it('checks the fields before sending anything', async () => {
    await renderScreen(<OpenDisputeDialog unit={UNIT} opened onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir disputa' }));
    expect(await screen.findByText('O campo Contraparte é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('O campo Motivo é obrigatório')).toBeInTheDocument();

    // Right length, wrong check digits: refused here although the server would take it.
    await userEvent.type(screen.getByRole('textbox', { name: /Contraparte/ }), '11222333000180');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir disputa' }));
    expect(await screen.findByText('Contraparte não é valido')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the unit, counterpart digits and reason code, and closes', async () => {
    const onClose = vi.fn();
    post.mockResolvedValue({ id: 9 });
    await renderScreen(<OpenDisputeDialog unit={UNIT} opened onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Contraparte/ }), '19131243000197');
    await chooseOption(/Motivo/, '05 · Divergência de valor');
    await userEvent.type(screen.getByRole('textbox', { name: 'Descrição' }), 'Valor acima do contrato');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir disputa' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(
      '/v1/cerc_dispute',
      {
        receivable_unit_id: 41,
        counterpart_document: '19131243000197',
        reason: '05',
        description: 'Valor acima do contrato',
      },
      expect.anything(),
    );
  });

  it("shows the server's field errors on the fields", async () => {
    post.mockRejectedValue(
      new ApiError('Os dados enviados são inválidos.', {
        status: 422,
        data: {
          message: 'Os dados enviados são inválidos.',
          errors: { contract_effect_id: ['O efeito de contrato não pertence a esta unidade de recebível.'] },
        },
      }),
    );
    const effect = {
      id: 3,
      receivable_unit_id: 41,
      cerc_code: 'UR-41',
      project_id: 1,
      project_name: 'P',
      merchant_id: 1,
      merchant_name: 'M',
      contract_identifier: 'CT-1',
      protocol: 'PROT-1',
      beneficiary_doc: '19131243000197',
      receiving_end_user_document: '19131243000197',
      effect_type: 2,
      amount: 5000,
      liquidation_date: '2026-12-01',
      smoke_contract_effect: false,
      deprecated: false,
      created_at: '2026-11-01T10:00:00Z',
    };
    await renderScreen(
      <OpenDisputeDialog unit={{ ...UNIT, contract_effects: [effect] }} opened onClose={() => undefined} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Contraparte/ }), '19131243000197');
    await chooseOption(/Motivo/, '03 · Divergente do contrato');
    await chooseOption(/Efeito de contrato contestado/, /Ônus - cessão fiduciária · PROT-1/);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir disputa' }));
    expect(
      await screen.findByText('O efeito de contrato não pertence a esta unidade de recebível.'),
    ).toBeInTheDocument();
    expect(post.mock.calls[0]?.[1]).toMatchObject({ contract_effect_id: 3, reason: '03' });
  });
});

describe('sending a unit to the registry again', () => {
  it('refuses anything but a re-creation for a written-off unit, before sending', async () => {
    await renderScreen(
      <ResendUnitDialog
        unit={{ id: 7, cerc_code: 'UR-7', status: 'CERC_UR_DOWN' }}
        opened
        onClose={() => undefined}
      />,
    );
    await chooseOption(/Tipo de alteração/, 'Atualização');
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByText('Uma unidade baixada só pode ser recriada.')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('sends the change type and the chosen status', async () => {
    const onClose = vi.fn();
    put.mockResolvedValue({ id: 7 });
    await renderScreen(
      <ResendUnitDialog
        unit={{ id: 7, cerc_code: 'UR-7', status: 'CERC_UR_ACTIVE' }}
        opened
        onClose={onClose}
      />,
    );
    await chooseOption(/Tipo de alteração/, 'Baixa');
    await chooseOption(/Status da UR/, 'Baixada');
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(put).toHaveBeenCalledWith(
      '/v1/cerc_ur/7/detailed',
      { change_type: 'B', status: 'CERC_UR_DOWN' },
      expect.anything(),
    );
  });
});
