import { Table, type TableProps } from '@mantine/core';

/**
 * A plain table (a record's few rows, a settings grid) that scrolls sideways in its own box when
 * wider than its place, instead of widening the page. Its box is focusable and named after the
 * table, so keyboard users scroll it with the arrows. Used as Mantine's `Table`:
 * `<ScrollTable aria-label="…"><Table.Thead>…</Table.Thead>…</ScrollTable>`.
 */
export function ScrollTable({ children, ...props }: TableProps) {
  return (
    <Table.ScrollContainer minWidth={0} type="native" tabIndex={0} aria-label={props['aria-label']}>
      <Table {...props}>{children}</Table>
    </Table.ScrollContainer>
  );
}
