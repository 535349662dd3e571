import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtUrl } from '../../../../test/render';
import enTerminals from '../../../locales/en/terminals.json';
import ptTerminals from '../../../locales/pt-BR/terminals.json';
import { useRecordParam } from '../../../shared/ui/record-drawer';
import { EquipmentDetailDrawer } from './equipment-detail-drawer';

const equipment = (serial: string) => ({
  equipment_id: 9,
  serial_number: serial,
  equipment_code: 'EQ-7',
  in_use: 1,
  equipment_model: {
    id: 1,
    manufacturer: 'PAX',
    model: 'A910',
    equipment_type: { id: 1, type: 'POS' },
    label: 'PAX A910 POS',
  },
  project: { id: 3, trade: 'Projeto Azul' },
  terminal: { id: 12, terminal_code: 'T-0012' },
  created_at: '2026-01-02T13:00:00Z',
  updated_at: '2026-01-03T13:00:00Z',
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://console');
    // The serial filter matches any part: only the exact serial is the record.
    const serial = url.searchParams.get('serial_number') ?? '';
    const rows = serial === 'SN-77' ? [equipment('SN-77-B'), equipment('SN-77')] : [equipment(`${serial}-X`)];
    return json(200, { data: rows, total: rows.length, lastPage: 1 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Screen() {
  const detail = useRecordParam('equipment');
  return <EquipmentDetailDrawer serial={detail.key} onClose={detail.close} />;
}

const bundles = { 'pt-BR': { terminals: ptTerminals }, en: { terminals: enTerminals } };

describe('EquipmentDetailDrawer', () => {
  it('opens the equipment named in the address, with its terminal linked, and closing keeps the rest', async () => {
    const { router } = renderAtUrl(Screen, '/equipments?equipment=SN-77&page=2', { bundles });
    const dialog = await screen.findByRole('dialog', { name: 'Equipamento SN-77' });
    expect(await screen.findByText('PAX A910 POS')).toBeInTheDocument();
    expect(screen.getByText('Projeto Azul')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'T-0012' })).toHaveAttribute('href', '/terminals/12');
    expect(dialog).toHaveTextContent('EQ-7');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar painel' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
  });

  it('says the equipment is not found when no serial matches exactly', async () => {
    renderAtUrl(Screen, '/en/equipments?equipment=SN-1', { bundles, language: 'en' });
    expect(await screen.findByText('Equipment not found in your projects.')).toBeInTheDocument();
  });
});
