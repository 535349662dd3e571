import type { MerchantDetail } from '@mentor/contract/merchants';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import enMerchants from '../../../locales/en/merchants.json';
import ptMerchants from '../../../locales/pt-BR/merchants.json';
import { MerchantDataTab } from './merchant-data-tab';

vi.mock('../../../shared/lib/auth/session-context', () => ({ useHasPermission: () => false }));
vi.mock('./merchant-opening-hours', () => ({ MerchantOpeningHours: () => null }));

const merchant = {
  id: 7,
  merchant_name: 'Padaria Teste Ltda',
  trade_name: null,
  cpf_cnpj: '11222333000181',
  person_type: 'PJ',
  email: null,
  mcc: '5411',
  cnae: null,
  project_name: 'Projeto',
  sales_representative_name: null,
  external_onboarding_status: null,
  use_centralized_bank_account_settlement: false,
  deleted: false,
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
    },
  ],
  phones: [
    { phone_type: 'COMERCIAL', number: '1133334444' },
    { phone_type: 'CELULAR', number: '11987654321' },
  ],
} as unknown as MerchantDetail;

describe('merchant data tab', () => {
  it('names address and phone kinds in the screen language, not by their codes', () => {
    const pt = renderWithProviders(<div />, { language: 'pt-BR' });
    pt.i18n.addResourceBundle('pt-BR', 'merchants', ptMerchants);
    pt.rerender(<MerchantDataTab merchant={merchant} />);
    expect(screen.getByText(/\(Correspondência e instalação\)$/)).toBeInTheDocument();
    expect(screen.getByText(/\(Comercial\)$/)).toBeInTheDocument();
    expect(screen.getByText(/\(Celular\)$/)).toBeInTheDocument();
    expect(screen.queryByText(/MAIL AND INSTALLATION|COMERCIAL|CELULAR/)).toBeNull();
    pt.unmount();

    const en = renderWithProviders(<div />, { language: 'en' });
    en.i18n.addResourceBundle('en', 'merchants', enMerchants);
    en.rerender(<MerchantDataTab merchant={merchant} />);
    expect(screen.getByText(/\(Mail and installation\)$/)).toBeInTheDocument();
    expect(screen.getByText(/\(Mobile\)$/)).toBeInTheDocument();
  });
});
