import type { MerchantDetail } from '@mentor/contract/merchants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../../../test/render';
import ptMerchants from '../../../locales/pt-BR/merchants.json';
import { MerchantDataForm } from './merchant-data-form';

const run = vi.hoisted(() => vi.fn());

vi.mock('../../../shared/lib/options', async (importActual) => {
  const actual = await importActual<typeof import('../../../shared/lib/options')>();
  return { ...actual, useEnumOptions: (def: never) => actual.enumOptions(def, 'pt') };
});
vi.mock('../api/use-update-merchant', () => ({ useUpdateMerchant: () => ({ run, isPending: false }) }));
vi.mock('../api/use-merchant-formations', () => ({ useMerchantFormations: () => ({ data: [] }) }));
vi.mock('../api/use-sales-representative-options', () => ({
  useSalesRepresentativeOptions: () => ({ data: { data: [] } }),
}));

function merchantWith(cpf_cnpj: string): MerchantDetail {
  return {
    id: 7,
    merchant_name: 'Padaria Teste Ltda',
    trade_name: null,
    cpf_cnpj,
    person_type: 'PJ',
    email: null,
    merchant_formation_id: null,
    mcc: '5411',
    cnae: null,
    project_id: 1,
    sales_representative_id: null,
    use_centralized_bank_account_settlement: false,
    addresses: [
      {
        address_type: 'MAIL AND INSTALLATION',
        zip_code: '01310100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: null,
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        ibge_city_code: null,
      },
    ],
    phones: [],
    opening_hour_ids: [],
  } as unknown as MerchantDetail;
}

function renderForm(merchant: MerchantDetail) {
  const i18n = createTestI18n('pt-BR');
  i18n.addResourceBundle('pt-BR', 'merchants', ptMerchants);
  return render(
    <TestProviders i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MerchantDataForm merchant={merchant} onDone={() => {}} />
      </QueryClientProvider>
    </TestProviders>,
  );
}

describe('merchant data form', () => {
  beforeEach(() => run.mockReset());

  it('keeps a masked CPF/CNPJ: it is neither required nor sent', async () => {
    renderForm(merchantWith('12.•••.•••/0001-••'));
    const user = userEvent.setup();
    expect(screen.getByRole('textbox', { name: 'CPF/CNPJ' })).toHaveValue('12.•••.•••/0001-••');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    // What goes over the wire (the API client sends JSON).
    const body = JSON.parse(JSON.stringify(run.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(body).not.toHaveProperty('cpf_cnpj');
    expect(body).not.toHaveProperty('person_type');
    expect(body.merchant_name).toBe('Padaria Teste Ltda');
    expect(screen.queryByText('O campo CPF/CNPJ é obrigatório')).toBeNull();
  });

  it('asks for the full document once the operator chooses to change it', async () => {
    renderForm(merchantWith('12.•••.•••/0001-••'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Alterar CPF/CNPJ' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O campo CPF/CNPJ é obrigatório')).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
  });

  it('sends the document of staff who see it in full', async () => {
    renderForm(merchantWith('11222333000181'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(run.mock.calls[0]?.[0]).toMatchObject({ cpf_cnpj: '11222333000181', person_type: 'PJ' });
  });

  it('keeps a masked e-mail and masked phones: neither is sent back masked', async () => {
    renderForm({
      ...merchantWith('12.•••.•••/0001-••'),
      email: 'c•••@p•••.com.br',
      phones: [{ phone_type: 'COMERCIAL', number: '(11) •••••-1234' }],
    } as MerchantDetail);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    const body = JSON.parse(JSON.stringify(run.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('phones');
    expect(JSON.stringify(body)).not.toContain('•');
  });

  it('sends a new e-mail and new phones once the operator chooses to change them', async () => {
    renderForm({
      ...merchantWith('12.•••.•••/0001-••'),
      email: 'c•••@p•••.com.br',
      phones: [{ phone_type: 'COMERCIAL', number: '(11) •••••-1234' }],
    } as MerchantDetail);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Alterar E-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'contato@padaria.com.br');
    await user.click(screen.getByRole('button', { name: 'Alterar Telefone' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(run.mock.calls[0]?.[0]).toMatchObject({ email: 'contato@padaria.com.br', phones: [] });
  });
});
