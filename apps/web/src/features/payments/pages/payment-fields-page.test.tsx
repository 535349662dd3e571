import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtUrl } from '../../../../test/render';
import ptPayments from '../../../locales/pt-BR/payments.json';
import PaymentFieldsPage from './payment-fields-page';

vi.mock('../../../shared/ui/page-title', () => ({
  PageTitle: ({ title }: { title: ReactNode }) => <h1>{title}</h1>,
}));

afterEach(() => window.localStorage.clear());

function renderPage() {
  return renderAtUrl(() => <PaymentFieldsPage />, '/financial/payments/fields', {
    bundles: { 'pt-BR': { payments: ptPayments } },
  });
}

describe('PaymentFieldsPage', () => {
  it('lists every payments column, the id locked, and keeps the hidden ones where the list reads them', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Campos da listagem de pagamentos', level: 1 }),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'ID' })).toBeDisabled();
    const merchant = screen.getByRole('checkbox', { name: 'Lojista' });
    expect(merchant).toBeChecked();
    fireEvent.click(merchant);
    expect(merchant).not.toBeChecked();
    expect(JSON.parse(window.localStorage.getItem('mentor.columns.payments.columns') ?? '[]')).toEqual([
      'merchant',
    ]);
  });
});
