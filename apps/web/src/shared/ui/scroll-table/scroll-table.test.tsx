import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ScrollTable } from './scroll-table';

describe('ScrollTable', () => {
  it('puts the table in a focusable box that scrolls sideways, named after the table', () => {
    renderWithProviders(
      <ScrollTable aria-label="Restrições">
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>SP</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </ScrollTable>,
    );
    const table = screen.getByRole('table', { name: 'Restrições' });
    const box = table.closest('[tabindex="0"]');
    expect(box).not.toBeNull();
    expect(box).toHaveAttribute('aria-label', 'Restrições');
    expect(box).toHaveStyle({ '--table-overflow': 'auto' });
    expect(screen.getByRole('cell', { name: 'SP' })).toBeInTheDocument();
  });
});
