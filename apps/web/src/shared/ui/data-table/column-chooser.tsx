import { Button, Checkbox, Paper, Popover, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ChoosableColumn, type ColumnVisibility, useColumnVisibility } from './use-column-visibility';

interface ColumnCheckboxListProps {
  columns: ChoosableColumn[];
  visibility: ColumnVisibility;
}

function ColumnCheckboxList({ columns, visibility }: ColumnCheckboxListProps) {
  const visibleCount = columns.filter((column) => visibility.isVisible(column.key)).length;
  return (
    <Stack gap="xs">
      {columns.map((column) => {
        const isVisible = visibility.isVisible(column.key);
        const isLocked = column.hideable === false || (isVisible && visibleCount <= 1);
        return (
          <Checkbox
            key={column.key}
            label={column.header}
            checked={isVisible}
            disabled={isLocked}
            onChange={(event) => visibility.setVisible(column.key, event.currentTarget.checked)}
          />
        );
      })}
    </Stack>
  );
}

/** Props of {@link ColumnChooserMenu}. */
export interface ColumnChooserMenuProps {
  columns: ChoosableColumn[];
  visibility: ColumnVisibility;
}

/** 'Colunas' button of a table's toolbar opening the list of columns to show or hide. */
export function ColumnChooserMenu({ columns, visibility }: ColumnChooserMenuProps) {
  const { t } = useTranslation('kit');
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" size="xs">
          {t('table.columns', 'Colunas')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('table.columnsDialog', 'Colunas exibidas')}>
        <Stack gap="sm">
          <ColumnCheckboxList columns={columns} visibility={visibility} />
          <Button variant="subtle" size="xs" onClick={visibility.reset}>
            {t('table.resetColumns', 'Restaurar padrão')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Props of {@link ColumnChooserPanel}. */
export interface ColumnChooserPanelProps {
  /** Same key as the list's `columnChooser.storageKey`. */
  storageKey: string;
  columns: ChoosableColumn[];
  /** Heading; defaults to 'Campos exibidos'. */
  title?: string;
}

/**
 * Whole-page column chooser for the `/fields` screens (spec core §2.1): the operator picks the
 * columns of a list, remembered under the same key the list's table reads.
 */
export function ColumnChooserPanel({ storageKey, columns, title }: ColumnChooserPanelProps) {
  const { t } = useTranslation('kit');
  const visibility = useColumnVisibility(storageKey, columns);
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label={title ?? t('table.fieldsTitle', 'Campos exibidos')}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {title ?? t('table.fieldsTitle', 'Campos exibidos')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('table.fieldsHelp', 'Marque as colunas que a listagem deve exibir.')}
          </Text>
        </div>
        <ColumnCheckboxList columns={columns} visibility={visibility} />
        <div>
          <Button variant="default" onClick={visibility.reset}>
            {t('table.resetColumns', 'Restaurar padrão')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
