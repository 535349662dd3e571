import { Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageControls } from '../pagination';

interface DataTablePaginationProps {
  page: number;
  perPage: number;
  perPageOptions: number[];
  total: number;
  totalIsEstimate: boolean;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

/** 'Exibindo X–Y de Z', rows-per-page choice and page controls of a {@link DataTable}. */
export function DataTablePagination({
  page,
  perPage,
  perPageOptions,
  total,
  totalIsEstimate,
  onPageChange,
  onPerPageChange,
}: DataTablePaginationProps) {
  const { t, i18n } = useTranslation('kit');
  const numberFormat = new Intl.NumberFormat(i18n.language || 'pt-BR');
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  const range = {
    from: numberFormat.format(from),
    to: numberFormat.format(to),
    total: numberFormat.format(total),
  };
  const summary = totalIsEstimate
    ? t('table.rangeEstimate', 'Exibindo {{from}}–{{to}} de cerca de {{total}}', range)
    : t('table.range', 'Exibindo {{from}}–{{to}} de {{total}}', range);

  return (
    <Group justify="space-between" gap="sm" mt="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" aria-live="polite">
          {totalIsEstimate ? (
            <span title={t('table.estimateHint', 'Total aproximado')}>{summary}</span>
          ) : (
            summary
          )}
        </Text>
        <Select
          aria-label={t('table.perPage', 'Registros por página')}
          size="xs"
          w={80}
          allowDeselect={false}
          data={perPageOptions.map((option) => ({ value: String(option), label: String(option) }))}
          value={String(perPage)}
          onChange={(value) => {
            if (value !== null) onPerPageChange(Number(value));
          }}
        />
      </Group>
      <PageControls total={pageCount} value={Math.min(page, pageCount)} onChange={onPageChange} withEdges />
    </Group>
  );
}
