import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtUrl } from '../../../../test/render';
import ptTerminals from '../../../locales/pt-BR/terminals.json';
import { useRecordParam } from '../../../shared/ui/record-drawer';
import { RentDetailDrawer } from './rent-detail-drawer';

const rent = {
  id: 31,
  terminal_id: 12,
  terminal_code: 'T-0012',
  project: { id: 3, trade: 'Projeto Azul' },
  equipment_id: 9,
  serial_number: 'SN-77',
  charged_merchant: { id: 5, merchant_name: 'Padaria Centro' },
  owner_paid_merchant: null,
  reference_month: '2026-10-01',
  dt_start: '2026-10-01',
  dt_end: '2026-10-31',
  dt_payment_to_project: null,
  dt_project_paid: null,
  amount: 8990,
  pro_rata: false,
  status: 'ERROR',
  error_message: 'Saldo insuficiente',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://console');
    const rows = url.searchParams.get('automatic_rent_id') === '31' ? [rent] : [];
    return json(200, { data: rows, total: rows.length, lastPage: 1 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Screen() {
  const detail = useRecordParam('rent');
  return <RentDetailDrawer rentKey={detail.key} onClose={detail.close} />;
}

describe('RentDetailDrawer', () => {
  it('opens the rent named in the address with its amount, error and links', async () => {
    renderAtUrl(Screen, '/terminals/rents?rent=31', { bundles: { 'pt-BR': { terminals: ptTerminals } } });
    expect(await screen.findByRole('dialog', { name: 'Aluguel 31' })).toBeInTheDocument();
    expect(await screen.findByText('Saldo insuficiente')).toBeInTheDocument();
    expect(screen.getByText('R$ 89,90')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Padaria Centro' })).toHaveAttribute('href', '/merchants/5');
    expect(screen.getByRole('link', { name: 'SN-77' })).toHaveAttribute(
      'href',
      '/equipments?equipment=SN-77',
    );
    expect(screen.getByRole('link', { name: 'T-0012' })).toHaveAttribute('href', '/terminals/12');
    const query = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://console').searchParams;
    expect(query.get('automatic_rent_id')).toBe('31');
  });

  it('says the rent is not found, without asking the server for an id that is not a number', async () => {
    renderAtUrl(Screen, '/terminals/rents?rent=abc', { bundles: { 'pt-BR': { terminals: ptTerminals } } });
    expect(await screen.findByText('Aluguel não encontrado nos seus projetos.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
