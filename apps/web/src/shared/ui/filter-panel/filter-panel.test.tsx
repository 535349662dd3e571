import { todayIsoDay, validationMessages, zRequiredDateRange, zRequiredText } from '@mentor/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ALL_DATE_SHORTCUTS, dateShortcutRange } from './date-shortcuts';
import { preloadFilterKinds } from './filter-field';
import { FilterPanel, type FilterPanelProps } from './filter-panel';
import type { FilterDefinition, FilterValues } from './filter-types';

const statusOptions = [
  { label: 'Confirmada', value: 'CONFIRMED' },
  { label: 'Pendente', value: 'PENDING' },
];

const definitions: FilterDefinition[] = [
  { key: 'merchant', label: 'Lojista', type: 'text' },
  { key: 'vl_min', label: 'Valor mínimo', type: 'currency' },
  { key: 'status', label: 'Status', type: 'multi-select', options: statusOptions },
  { key: 'split', label: 'Somente split', type: 'switch' },
];

function renderPanel(props: Partial<FilterPanelProps> = {}) {
  const onSearch = vi.fn<(values: FilterValues) => void>();
  const onClear = vi.fn();
  const result = renderWithProviders(
    <FilterPanel definitions={definitions} values={{}} onSearch={onSearch} onClear={onClear} {...props} />,
  );
  return { ...result, onSearch, onClear };
}

describe('FilterPanel', () => {
  it('applies the draft only on Buscar, with every filter present', async () => {
    const { onSearch } = renderPanel();
    await userEvent.type(screen.getByRole('textbox', { name: 'Lojista' }), 'Padaria');
    await userEvent.type(screen.getByRole('textbox', { name: 'Valor mínimo' }), '10,5');
    await userEvent.click(screen.getByRole('switch', { name: 'Somente split' }));
    expect(onSearch).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith({ merchant: 'Padaria', vl_min: 1050, status: null, split: true });
  });

  it('submits with Enter from a field', async () => {
    const { onSearch } = renderPanel();
    await userEvent.type(screen.getByRole('textbox', { name: 'Lojista' }), 'Mercado{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch.mock.calls[0]?.[0]).toMatchObject({ merchant: 'Mercado' });
  });

  it('picks several options of a multi-select', async () => {
    const { onSearch } = renderPanel();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Confirmada' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pendente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch.mock.calls[0]?.[0]).toMatchObject({ status: ['CONFIRMED', 'PENDING'] });
  });

  it('disables Buscar and shows the rule message while a filter is invalid; Enter does nothing', async () => {
    const { onSearch } = renderPanel({
      definitions: [
        {
          key: 'transaction_id',
          label: 'Transação',
          type: 'text',
          rules: (field) => zRequiredText(field).max(5, validationMessages.max(field, 5)),
        },
      ],
    });
    const buscar = screen.getByRole('button', { name: 'Buscar' });
    expect(buscar).toBeDisabled();
    expect(screen.getByText('O campo Transação é obrigatório')).toBeInTheDocument();

    const input = screen.getByRole('textbox', { name: 'Transação' });
    await userEvent.type(input, '1234567{Enter}');
    expect(screen.getByText('O campo Transação deve ter no máximo 5 caracteres')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('O campo Transação deve ter no máximo 5 caracteres');
    expect(onSearch).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, '123');
    expect(buscar).toBeEnabled();
  });

  it('Limpar empties the draft, keeps filters that cannot be cleared and tells the page', async () => {
    const { onClear } = renderPanel({
      definitions: [
        { key: 'merchant', label: 'Lojista', type: 'text' },
        { key: 'project', label: 'Projeto', type: 'text', clearable: false },
      ],
      values: { merchant: 'Padaria', project: '7' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Lojista' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Projeto' })).toHaveValue('7');
  });

  it('follows applied values that change from outside', () => {
    const { rerender, onSearch, onClear } = renderPanel({ values: { merchant: 'A' } });
    expect(screen.getByRole('textbox', { name: 'Lojista' })).toHaveValue('A');
    rerender(
      <FilterPanel
        definitions={definitions}
        values={{ merchant: 'B' }}
        onSearch={onSearch}
        onClear={onClear}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Lojista' })).toHaveValue('B');
  });

  it('when collapsed shows removable chips of the applied filters', async () => {
    const { onSearch } = renderPanel({
      defaultCollapsed: true,
      values: { merchant: 'Padaria', vl_min: 150000, status: ['CONFIRMED', 'PENDING'], split: true },
    });
    expect(screen.queryByRole('textbox', { name: 'Lojista' })).not.toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'Filtros ativos' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Lojista: Padaria',
      expect.stringMatching(/^Valor mínimo: R\$\s1\.500,00$/),
      'Status: Confirmada, Pendente',
      'Somente split: Sim',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Remover filtro Lojista' }));
    expect(onSearch).toHaveBeenCalledWith({
      merchant: null,
      vl_min: 150000,
      status: ['CONFIRMED', 'PENDING'],
      split: true,
    });
  });

  it('expands and collapses from its header', async () => {
    renderPanel({ values: { merchant: 'Padaria' } });
    const header = screen.getByRole('button', { name: 'Filtros' });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('list', { name: 'Filtros ativos' })).not.toBeInTheDocument();
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('list', { name: 'Filtros ativos' })).toHaveTextContent('Lojista: Padaria');
  });

  it('renders the saved-views slot in the header', () => {
    renderPanel({ savedViews: <button type="button">Visões salvas</button> });
    expect(screen.getByRole('button', { name: 'Visões salvas' })).toBeInTheDocument();
  });

  it('loads autocomplete options from what is typed and shows the picked label in the chip', async () => {
    const loadOptions = vi.fn(async (search: string) =>
      search.toLowerCase().startsWith('pad') ? [{ label: 'Padaria Pão Quente', value: '17' }] : [],
    );
    const autocomplete: FilterDefinition[] = [
      { key: 'merchant_id', label: 'Lojista', type: 'autocomplete', loadOptions, config: { debounceMs: 0 } },
    ];
    const { onSearch, onClear, rerender } = renderPanel({ definitions: autocomplete });
    await userEvent.type(screen.getByRole('combobox', { name: 'Lojista' }), 'Pad');
    await waitFor(() => expect(loadOptions).toHaveBeenCalledWith('Pad'));
    await userEvent.click(await screen.findByRole('option', { name: 'Padaria Pão Quente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith({ merchant_id: '17' });

    rerender(
      <FilterPanel
        definitions={autocomplete}
        values={{ merchant_id: '17' }}
        onSearch={onSearch}
        onClear={onClear}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    expect(screen.getByRole('list', { name: 'Filtros ativos' })).toHaveTextContent(
      'Lojista: Padaria Pão Quente',
    );
  });
});

describe('FilterPanel date range', () => {
  // The date pickers are fetched on demand; a list's route fetches them before the screen shows.
  beforeAll(() => preloadFilterKinds(['daterange']));

  const paymentDates: FilterDefinition = {
    key: 'date',
    label: 'Período',
    type: 'daterange',
    rules: zRequiredDateRange,
    clearable: false,
    radioValue: 'dt_created',
    radioItems: [
      { label: 'Data de criação', value: 'dt_created' },
      { label: 'Data de pagamento', value: 'dt_payment' },
    ],
  };

  it('fills the range from a shortcut and sends the radio choice', async () => {
    const { onSearch } = renderPanel({ definitions: [paymentDates] });
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeDisabled();
    expect(screen.getByText('O campo Período deve ter uma data inicial')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Período' }));
    for (const name of [
      'Hoje',
      'Ontem',
      'Últimos 7 dias',
      'Últimos 15 dias',
      'Últimos 30 dias',
      'Mês atual',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Hoje' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Data de pagamento' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));

    const today = todayIsoDay();
    expect(onSearch).toHaveBeenCalledWith({
      date: { start: today, end: today, shortcut: 'today', type: 'dt_payment' },
    });
  });

  it('offers the 90 days only on a field that asks for them, and remembers the shortcut', async () => {
    const { onSearch, unmount } = renderPanel({
      definitions: [{ ...paymentDates, config: { shortcuts: ALL_DATE_SHORTCUTS } }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Período' }));
    await userEvent.click(screen.getByRole('button', { name: 'Últimos 90 dias' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith({
      date: { ...dateShortcutRange('last90'), shortcut: 'last90', type: 'dt_created' },
    });
    unmount();
    renderPanel({ definitions: [paymentDates] });
    await userEvent.click(screen.getByRole('button', { name: 'Período' }));
    expect(screen.getByRole('button', { name: 'Últimos 30 dias' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Últimos 90 dias' })).not.toBeInTheDocument();
  });

  it('offers no clear button when clearable is false, and one otherwise', () => {
    const value = { date: { start: '2025-01-01', end: '2025-01-31', type: 'dt_created' } };
    const { unmount } = renderPanel({ definitions: [paymentDates], values: value });
    expect(screen.queryByRole('button', { name: 'Limpar Período' })).not.toBeInTheDocument();
    unmount();
    renderPanel({ definitions: [{ ...paymentDates, clearable: true, rules: undefined }], values: value });
    expect(screen.getByRole('button', { name: 'Limpar Período' })).toBeInTheDocument();
  });

  it('shows the range in its chip, not removable when the range is required', () => {
    renderPanel({
      definitions: [paymentDates],
      defaultCollapsed: true,
      values: { date: { start: '2025-01-01', end: '2025-01-31', type: 'dt_payment' } },
    });
    const [chip] = within(screen.getByRole('list', { name: 'Filtros ativos' })).getAllByRole('listitem');
    expect(chip).toHaveTextContent('Período: 01/01/2025 a 31/01/2025 (Data de pagamento)');
    expect(screen.queryByRole('button', { name: 'Remover filtro Período' })).not.toBeInTheDocument();
  });
});

describe('FilterPanel tags', () => {
  it('takes several pasted codes and searches with all of them', async () => {
    const { onSearch } = renderPanel({
      definitions: [{ key: 'cerc_code', label: 'Código CERC', type: 'tags' }],
      values: { cerc_code: null },
    });
    const input = screen
      .getAllByLabelText('Código CERC')
      .find((element) => element instanceof HTMLInputElement && element.type !== 'hidden');
    if (!input) throw new Error('no CERC code input');
    await userEvent.type(input, 'UR-7,UR-9,');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ cerc_code: ['UR-7', 'UR-9'] }));
  });
});

/** A select whose options count how often its field is drawn. */
function countedSelect(key: string, label: string) {
  const counter = { draws: 0 };
  const definition: FilterDefinition = {
    key,
    label,
    type: 'select',
    get options() {
      counter.draws += 1;
      return statusOptions;
    },
  };
  return { definition, counter };
}

/** A screen that renders again on each click, handing the panel the same props. */
function RerenderingScreen(props: FilterPanelProps) {
  const [answers, setAnswers] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setAnswers((n) => n + 1)}>
        answer {answers}
      </button>
      <FilterPanel {...props} />
    </>
  );
}

describe('FilterPanel renders', () => {
  it('leaves its fields alone when the screen around it renders again with the same props', async () => {
    const status = countedSelect('status', 'Status');
    const onSearch = vi.fn();
    renderWithProviders(
      <RerenderingScreen
        definitions={[{ key: 'merchant', label: 'Lojista', type: 'text' }, status.definition]}
        values={{}}
        onSearch={onSearch}
        onClear={vi.fn()}
      />,
    );
    await screen.findByRole('textbox', { name: 'Lojista' });
    const drawn = status.counter.draws;
    expect(drawn).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'answer 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'answer 1' }));
    expect(screen.getByRole('button', { name: 'answer 2' })).toBeInTheDocument();
    expect(status.counter.draws).toBe(drawn);

    // Typing in another field draws that field alone; the draft still reaches 'Buscar'.
    await userEvent.type(screen.getByRole('textbox', { name: 'Lojista' }), 'Pão');
    expect(status.counter.draws).toBe(drawn);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith({ merchant: 'Pão', status: null });
  });

  it('draws its fields again when the applied values change', async () => {
    const status = countedSelect('status', 'Status');
    const panel = renderPanel({ definitions: [status.definition], values: {} });
    const drawn = status.counter.draws;
    expect(drawn).toBeGreaterThan(0);
    panel.rerender(
      <FilterPanel
        definitions={[status.definition]}
        values={{ status: 'PENDING' }}
        onSearch={panel.onSearch}
        onClear={panel.onClear}
      />,
    );
    expect(await screen.findByDisplayValue('Pendente')).toBeInTheDocument();
    expect(status.counter.draws).toBeGreaterThan(drawn);
  });
});
