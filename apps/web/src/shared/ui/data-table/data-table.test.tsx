import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ColumnChooserPanel } from './column-chooser';
import { DataTable, type DataTableProps } from './data-table';
import type { Column, RowId } from './data-table-types';
import { columnStorageKey } from './use-column-visibility';

interface Merchant {
  id: number;
  name: string;
  city: string;
}

const columns: Column<Merchant>[] = [
  { key: 'id', header: 'Código', sortable: true, hideable: false },
  { key: 'name', header: 'Nome', sortable: true },
  { key: 'city', header: 'Cidade', render: (row) => row.city.toUpperCase() },
];

const rows: Merchant[] = [
  { id: 1, name: 'Padaria Pão Quente', city: 'Recife' },
  { id: 2, name: 'Mercado Bom Preço', city: 'Natal' },
];

function renderTable(props: Partial<DataTableProps<Merchant>> = {}) {
  const onChange = vi.fn();
  const result = renderWithProviders(
    <DataTable<Merchant>
      label="Lojistas"
      columns={columns}
      rows={rows}
      total={45}
      page={2}
      perPage={10}
      onChange={onChange}
      {...props}
    />,
  );
  return { ...result, onChange };
}

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Lojistas' });
  const [, ...body] = within(table).getAllByRole('row');
  return body;
}

function SelectionHarness() {
  const [selectedIds, setSelectedIds] = useState<RowId[]>([]);
  return (
    <DataTable<Merchant>
      label="Lojistas"
      columns={columns}
      rows={rows}
      total={2}
      page={1}
      perPage={10}
      onChange={() => {}}
      selection={{ selectedIds, onChange: setSelectedIds, getRowId: (row) => row.id }}
      bulkActions={<button type="button">Bloquear</button>}
    />
  );
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DataTable', () => {
  it('renders headers, cells (custom render included) and the range summary', () => {
    renderTable();
    expect(screen.getByRole('columnheader', { name: /Nome/ })).toBeInTheDocument();
    const [first] = bodyRows();
    if (!first) throw new Error('no rows');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Padaria Pão Quente', 'RECIFE']);
    expect(screen.getByText('Exibindo 11–20 de 45')).toBeInTheDocument();
  });

  it('says "cerca de" when the total is an estimate', () => {
    renderTable({ total: 12000, totalIsEstimate: true, page: 1 });
    expect(screen.getByText('Exibindo 1–10 de cerca de 12.000')).toBeInTheDocument();
  });

  it('says how each sortable column is sorted and asks for a new sort from page 1', async () => {
    const { onChange } = renderTable({ sortBy: 'name', sortDesc: false });
    expect(screen.getByRole('button', { name: /Nome.*ordenado crescente/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Código.*sem ordenação/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cidade/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Nome/ }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, perPage: 10, sortBy: 'name', sortDesc: true });

    await userEvent.click(screen.getByRole('button', { name: /Código/ }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, perPage: 10, sortBy: 'id', sortDesc: false });
  });

  it('pages with the keyboard-accessible controls and resets to page 1 on a new page size', async () => {
    const { onChange } = renderTable({ sortBy: 'id', sortDesc: true });
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 3, perPage: 10, sortBy: 'id', sortDesc: true });

    screen.getByRole('button', { name: 'Página 1' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, perPage: 10, sortBy: 'id', sortDesc: true });

    await userEvent.click(screen.getByRole('combobox', { name: 'Registros por página' }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, perPage: 25, sortBy: 'id', sortDesc: true });
  });

  it('shows the loader, not the empty state, while the first page loads', () => {
    renderTable({ rows: undefined, isLoading: true, perPage: 25 });
    expect(screen.getByRole('table', { name: 'Lojistas' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Nenhum registro encontrado')).not.toBeInTheDocument();
    expect(screen.queryByText('Padaria Pão Quente')).not.toBeInTheDocument();
  });

  it('puts the key column first and right-pinned columns last, truncating only plain text', () => {
    renderTable({
      columns: [
        { key: 'city', header: 'Cidade', pin: 'right' },
        { key: 'name', header: 'Nome' },
        { key: 'state', header: 'UF', render: (row) => <span>{row.city.slice(0, 2)}</span> },
        { key: 'id', header: 'Código', pin: 'left', copy: (row) => String(row.id) },
      ],
    });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Código',
      'Nome',
      'UF',
      'Cidade',
    ]);
    const [first] = bodyRows();
    if (!first) throw new Error('no rows');
    const [key, name, state, city] = within(first).getAllByRole('cell');
    // Plain text is cut with its full text as the tooltip; chips, drawn cells and pinned ones never.
    expect(name).toHaveAttribute('title', 'Padaria Pão Quente');
    expect(name).toHaveStyle({ maxWidth: '280px' });
    for (const whole of [key, state, city]) {
      expect(whole).not.toHaveAttribute('title');
      expect(whole).toHaveStyle({ minWidth: 'max-content' });
    }
    // Nothing is pinned while the table has not been laid out wider than its box.
    expect(city).not.toHaveAttribute('data-pinned');
    expect(within(key as HTMLElement).getByRole('button', { name: 'Copiar Código 1' })).toBeInTheDocument();
  });

  it('switches to the compact density and remembers it', async () => {
    renderTable();
    const toggle = screen.getByRole('button', { name: 'Compacta' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('mentor.table.density')).toBe('compact');
  });

  it('keeps the previous rows visible while the next page loads', () => {
    renderTable({ isLoading: true });
    expect(screen.getByText('Padaria Pão Quente')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Lojistas' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the error message and retries', async () => {
    const onRetry = vi.fn();
    renderTable({ error: new Error('Servidor indisponível'), onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Servidor indisponível');
    expect(screen.queryByText('Padaria Pão Quente')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state, default or given', () => {
    const { unmount } = renderTable({ rows: [], total: 0 });
    expect(screen.getByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(screen.queryByText(/Exibindo/)).not.toBeInTheDocument();
    unmount();
    renderTable({ rows: [], total: 0, emptyText: 'Nenhum lojista' });
    expect(screen.getByText('Nenhum lojista')).toBeInTheDocument();
  });

  it('turns the first cell into a link and opens it from anywhere in the row', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderTable({ getRowHref: (row) => `/merchants/${row.id}` });
    const link = screen.getByRole('link', { name: '1' });
    expect(link).toHaveAttribute('href', '/merchants/1');

    await userEvent.click(screen.getByText('Mercado Bom Preço'));
    expect(assign).toHaveBeenLastCalledWith('/merchants/2');

    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(assign).toHaveBeenLastCalledWith('/merchants/1');
  });

  it('navigates inside the router without reloading the page', async () => {
    const rootRoute = createRootRoute({ component: Outlet });
    const listRoute = createRoute({
      getParentRoute: () => rootRoute,
      path: '/merchants',
      component: () => (
        <DataTable<Merchant>
          label="Lojistas"
          columns={columns}
          rows={rows}
          total={2}
          page={1}
          perPage={10}
          onChange={() => {}}
          getRowHref={(row) => `/merchants/${row.id}`}
        />
      ),
    });
    const detailRoute = createRoute({
      getParentRoute: () => rootRoute,
      path: '/merchants/$id',
      component: () => <h1>Detalhe do lojista</h1>,
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([listRoute, detailRoute]),
      history: createMemoryHistory({ initialEntries: ['/merchants'] }),
    });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderWithProviders(<RouterProvider router={router} />);

    await userEvent.click(await screen.findByText('Mercado Bom Preço'));
    expect(await screen.findByRole('heading', { name: 'Detalhe do lojista' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/merchants/2');
    expect(assign).not.toHaveBeenCalled();
  });

  it('selects rows for bulk actions, page-wide from the header checkbox', async () => {
    renderWithProviders(<SelectionHarness />);
    expect(screen.queryByRole('region', { name: 'Ações em lote' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar registro 2' }));
    const bar = screen.getByRole('region', { name: 'Ações em lote' });
    expect(bar).toHaveTextContent('1 selecionado');
    expect(within(bar).getByRole('button', { name: 'Bloquear' })).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Selecionar todos desta página' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');

    await userEvent.click(all);
    expect(screen.getByRole('checkbox', { name: 'Selecionar registro 1' })).toBeChecked();
    expect(bar).toHaveTextContent('2 selecionados');

    await userEvent.click(within(bar).getByRole('button', { name: 'Limpar seleção' }));
    expect(screen.getByRole('checkbox', { name: 'Selecionar registro 1' })).not.toBeChecked();
  });

  it('hides columns from the chooser and remembers them per storage key', async () => {
    const { unmount } = renderTable({ columnChooser: { storageKey: 'merchants' } });
    await userEvent.click(screen.getByRole('button', { name: 'Colunas' }));
    expect(screen.getByRole('checkbox', { name: 'Código' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cidade' }));
    expect(screen.queryByRole('columnheader', { name: 'Cidade' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(columnStorageKey('merchants'))).toBe('["city"]');
    unmount();

    renderTable({ columnChooser: { storageKey: 'merchants' } });
    expect(screen.queryByRole('columnheader', { name: 'Cidade' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Nome/ })).toBeInTheDocument();
  });

  it('exports in the chosen format and shows progress while exporting', async () => {
    const onExport = vi.fn();
    const { rerender } = renderTable({ exportMenu: { formats: ['csv', 'xlsx'], onExport } });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(onExport).toHaveBeenCalledWith('csv');
    // The choice returns focus to 'Exportar', and it stays there while the file is produced.
    const button = screen.getByRole('button', { name: 'Exportar' });
    await waitFor(() => expect(button).toHaveFocus());

    rerender(
      <DataTable<Merchant>
        label="Lojistas"
        columns={columns}
        rows={rows}
        total={45}
        page={2}
        perPage={10}
        onChange={() => {}}
        exportMenu={{ formats: ['csv', 'xlsx'], onExport, progress: 42.5 }}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Progresso da exportação' })).toHaveAttribute(
      'aria-valuenow',
      '42.5',
    );
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(screen.queryByRole('menuitem', { name: 'CSV' })).toBeNull();
    expect(onExport).toHaveBeenCalledTimes(1);
  });

  it("says the file is being prepared, not '0 %', while an export reports no share", () => {
    renderTable({ exportMenu: { formats: ['csv'], onExport: vi.fn(), progress: 0 } });
    expect(screen.getByRole('status')).toHaveTextContent('Preparando o arquivo…');
    expect(screen.queryByRole('progressbar', { name: 'Progresso da exportação' })).toBeNull();
    expect(screen.queryByText('0%')).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('times in Brasília', () => {
  it('says the dates are in Brasília time when a column holds them, and only then', () => {
    const { unmount } = renderTable({
      columns: [
        ...columns,
        { key: 'created', header: 'Cadastro', text: () => '24/11/2026 22:30', brasiliaTime: true },
      ],
    });
    expect(screen.getByText('Datas e horas no horário de Brasília.')).toBeInTheDocument();
    unmount();
    renderTable();
    expect(screen.queryByText('Datas e horas no horário de Brasília.')).toBeNull();
  });
});

describe('ColumnChooserPanel', () => {
  it('edits the same column choice the list reads', async () => {
    renderWithProviders(
      <>
        <ColumnChooserPanel storageKey="billets" columns={columns} />
        <DataTable<Merchant>
          label="Lojistas"
          columns={columns}
          rows={rows}
          total={2}
          page={1}
          perPage={10}
          onChange={() => {}}
          columnChooser={{ storageKey: 'billets' }}
        />
      </>,
    );
    const panel = screen.getByRole('region', { name: 'Campos exibidos' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Nome' }));
    expect(screen.queryByRole('columnheader', { name: /Nome/ })).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Restaurar padrão' }));
    expect(screen.getByRole('columnheader', { name: /Nome/ })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Nome' })).toBeChecked();
  });
});
