import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { type Key, type ReactNode, useState } from 'react';
import { ScrollTable } from '../scroll-table';

/** A column of a {@link RecordTable}. */
export interface RecordColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** A button of a row besides 'Editar' (e.g. remove, asked for confirmation by the screen). */
export interface RecordRowAction<Row> {
  label: string;
  color?: string;
  onClick: (row: Row) => void;
}

export interface RecordTableProps<Row> {
  rows: Row[];
  rowKey: (row: Row) => Key;
  columns: RecordColumn<Row>[];
  emptyText: string;
  /** Shows 'Novo', 'Editar' and the other row buttons. */
  canEdit: boolean;
  newLabel: string;
  editLabel: string;
  /** Buttons of a row after 'Editar'. */
  rowActions?: RecordRowAction<Row>[];
  /** What sits left of the 'Novo' button (a total, a notice). */
  summary?: ReactNode;
  /** The form of a new record (`null`) or of one row, closed by calling `done`. */
  editor: (current: Row | null, done: () => void) => ReactNode;
}

/**
 * The few records a tab of a record screen holds (a merchant's acquirers, plans per channel,
 * splits): a plain table with 'Editar' and the screen's other buttons per row, 'Novo' above it,
 * and the form of a new or chosen record in a dialog.
 */
export function RecordTable<Row>({
  rows,
  rowKey,
  columns,
  emptyText,
  canEdit,
  newLabel,
  editLabel,
  rowActions = [],
  summary,
  editor,
}: RecordTableProps<Row>) {
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const done = () => setEditing(null);
  return (
    <Stack>
      {summary || canEdit ? (
        <Group justify={summary ? 'space-between' : 'flex-end'}>
          {summary}
          {canEdit ? (
            <Button variant="light" onClick={() => setEditing({ row: null })}>
              {newLabel}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : (
        <ScrollTable>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
              {canEdit ? <Table.Th /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                ))}
                {canEdit ? (
                  <Table.Td>
                    <Group gap="xs" justify="flex-end">
                      <Button size="xs" variant="subtle" onClick={() => setEditing({ row })}>
                        {editLabel}
                      </Button>
                      {rowActions.map((action) => (
                        <Button
                          key={action.label}
                          size="xs"
                          variant="subtle"
                          color={action.color}
                          onClick={() => action.onClick(row)}
                        >
                          {action.label}
                        </Button>
                      ))}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
      <Modal opened={editing !== null} onClose={done} title={editing?.row ? editLabel : newLabel}>
        {editing ? editor(editing.row, done) : null}
      </Modal>
    </Stack>
  );
}
