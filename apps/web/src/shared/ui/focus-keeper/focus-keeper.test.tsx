import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../../test/render';
import { DataTable } from '../data-table';
import type { RowId } from '../data-table/data-table-types';
import { FormModal, FormTextInput, useSchemaForm } from '../form';
import { FocusKeeper } from './focus-keeper';

interface Row {
  id: number;
  name: string;
}
const rows: Row[] = [
  { id: 1, name: 'Padaria' },
  { id: 2, name: 'Mercado' },
];

/** A list whose bulk action, once done, clears the selection (its bar and button go away). */
function BulkList() {
  const [selectedIds, setSelectedIds] = useState<RowId[]>([]);
  return (
    <DataTable<Row>
      label="Recebíveis"
      columns={[
        { key: 'id', header: 'ID' },
        { key: 'name', header: 'Nome' },
      ]}
      rows={rows}
      total={2}
      page={1}
      perPage={10}
      onChange={() => {}}
      selection={{ selectedIds, onChange: setSelectedIds, getRowId: (row) => row.id }}
      bulkActions={
        <Button size="xs" onClick={() => setSelectedIds([])}>
          Desbloquear
        </Button>
      }
    />
  );
}

const schema = z.object({ reason: z.string() });

function Adjust({ onClose }: { onClose: () => void }) {
  const form = useSchemaForm(schema, { defaultValues: { reason: '' } });
  // Mounted already open, as a dialog whose code is fetched on demand is.
  return (
    <FormModal
      form={form}
      opened
      title="Ajuste manual"
      onDismiss={onClose}
      onSubmit={onClose}
      submitLabel="Ajustar"
      pending={false}
    >
      <FormTextInput control={form.control} name="reason" label="Motivo" />
    </FormModal>
  );
}

function RowAction() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ajustar 17</Button>
      {open ? <Adjust onClose={() => setOpen(false)} /> : null}
    </>
  );
}

beforeEach(() => {
  window.localStorage.clear();
});

describe('FocusKeeper', () => {
  it('returns focus to the button that opened a dialog mounted already open, on Cancelar', async () => {
    renderWithProviders(
      <>
        <FocusKeeper />
        <RowAction />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Ajustar 17' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Ajuste manual' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('moves focus to the table when a bulk action clears the selection and its bar goes away', async () => {
    renderWithProviders(
      <>
        <FocusKeeper />
        <BulkList />
      </>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar registro 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
    expect(screen.queryByRole('button', { name: 'Desbloquear' })).toBeNull();
    // The table's scrolling box, named as the table: the next Tab goes on within the list.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-label', 'Recebíveis'));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('leaves focus alone when the operator clicks on the page', async () => {
    renderWithProviders(
      <>
        <FocusKeeper />
        <Button>Filtrar</Button>
        <p>Texto da página</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Filtrar' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      button.focus();
      button.blur();
      vi.advanceTimersByTime(1000);
      expect(document.activeElement).toBe(document.body);
    } finally {
      vi.useRealTimers();
    }
  });
});
