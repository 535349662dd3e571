import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { AutocompleteField } from './autocomplete-field';
import type { FilterDefinition } from './filter-types';

describe('AutocompleteField', () => {
  it('shows the label of a value it did not pick (read from the address) and reports it for the chip', async () => {
    const loadOptions = vi.fn(async (search: string) =>
      search === '42' ? [{ value: '42', label: 'Padaria Pão Quente — 12.•••.•••/0001-•• (42)' }] : [],
    );
    const definition: FilterDefinition = {
      key: 'merchant',
      label: 'Lojista',
      type: 'autocomplete',
      loadOptions,
    };
    const onResolved = vi.fn();
    renderWithProviders(
      <AutocompleteField
        definition={definition}
        value="42"
        onChange={vi.fn()}
        onResolved={onResolved}
        error={null}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Lojista' });
    await waitFor(() => expect(input).toHaveValue('Padaria Pão Quente — 12.•••.•••/0001-•• (42)'));
    expect(onResolved).toHaveBeenCalledWith({
      value: '42',
      label: 'Padaria Pão Quente — 12.•••.•••/0001-•• (42)',
    });
    expect(loadOptions).toHaveBeenCalledWith('42');
  });
});
