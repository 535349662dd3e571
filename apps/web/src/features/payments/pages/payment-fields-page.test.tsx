import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, TestProviders } from '../../../../test/render';
import ptPayments from '../../../locales/pt-BR/payments.json';
import PaymentFieldsPage from './payment-fields-page';

vi.mock('../../../shared/ui/page-title', () => ({
  PageTitle: ({ title }: { title: ReactNode }) => <h1>{title}</h1>,
}));

afterEach(() => window.localStorage.clear());

function renderPage() {
  const i18n = createTestI18n('pt-BR');
  i18n.addResourceBundle('pt-BR', 'payments', ptPayments);
  return render(
    <TestProviders i18n={i18n}>
      <PaymentFieldsPage />
    </TestProviders>,
  );
}

describe('PaymentFieldsPage', () => {
  it('lists every payments column, the id locked, and keeps the hidden ones where the list reads them', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Campos da listagem de pagamentos', level: 1 })).toBeVisible();
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
