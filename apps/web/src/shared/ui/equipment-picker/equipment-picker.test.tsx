import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { EquipmentPicker } from './equipment-picker';

const equipment = (serial: string, code: string | null) => ({
  equipment_id: serial.length,
  serial_number: serial,
  equipment_code: code,
  in_use: 0,
  equipment_model: {
    id: 1,
    manufacturer: 'PAX',
    model: 'A910',
    equipment_type: { id: 1, type: 'POS' },
    label: 'PAX A910 POS',
  },
  project: { id: 3, trade: 'Projeto' },
  terminal: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const equipmentQueries = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://console'))
    .filter((u) => u.pathname.endsWith('/v1/equipment'))
    .map((u) => u.searchParams);

beforeEach(() => {
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://console');
    const serial = (url.searchParams.get('serial_number') ?? '').toUpperCase();
    // The list matches any part of the serial: the exact one is offered first.
    const rows = [equipment('SN1000-B', null), equipment('SN1000', 'EQ-7')].filter((e) =>
      e.serial_number.includes(serial),
    );
    return json(200, { data: rows, total: rows.length, lastPage: 1 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Harness({
  onPick,
  projectId = 3,
}: {
  onPick: (serial: string | null) => void;
  projectId?: number | null;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <EquipmentPicker
        projectId={projectId}
        value={value}
        onChange={(serial) => {
          setValue(serial);
          onPick(serial);
        }}
        label="Número de série"
      />
    </QueryClientProvider>
  );
}

describe('EquipmentPicker', () => {
  it("finds the project's free equipment by serial, exact match first, and picks with the keyboard", async () => {
    const onPick = vi.fn();
    renderWithProviders(<Harness onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Número de série' });
    await userEvent.type(input, 'sn1000');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'SN1000 — PAX A910 POS (EQ-7)',
      'SN1000-B — PAX A910 POS',
    ]);
    const query = equipmentQueries().at(-1);
    expect(query?.get('serial_number')).toBe('sn1000');
    expect(query?.get('project')).toBe('3');
    expect(query?.get('in_use')).toBe('0');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onPick).toHaveBeenLastCalledWith('SN1000'));
  });

  it('asks for the project first and for two characters before searching', async () => {
    renderWithProviders(<Harness onPick={vi.fn()} projectId={null} />);
    const input = screen.getByRole('combobox', { name: 'Número de série' });
    await userEvent.type(input, 'S');
    expect(await screen.findByText('Escolha o projeto primeiro')).toBeInTheDocument();
    expect(equipmentQueries()).toEqual([]);
  });

  it('says so when no free equipment matches', async () => {
    renderWithProviders(<Harness onPick={vi.fn()} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Número de série' }), 'ZZ99');
    expect(
      await screen.findByText('Nenhum equipamento livre com esse número de série neste projeto'),
    ).toBeInTheDocument();
  });
});
