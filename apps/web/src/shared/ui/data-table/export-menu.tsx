import { Button, Group, Loader, Menu, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExportFormat, ExportMenuOptions } from './data-table-types';

/**
 * 'Exportar' menu of a table's toolbar. While an export runs: its percentage when the export
 * reports one, else (progress 0: the file is being produced and nothing is known of its share)
 * 'Preparando o arquivo…' with a spinner rather than a bar stuck at 0 %.
 */
export function ExportMenu({ formats, onExport, progress }: ExportMenuOptions) {
  const { t } = useTranslation('kit');
  const isExporting = typeof progress === 'number';
  const formatLabels: Record<ExportFormat, string> = {
    csv: t('table.exportFormats.csv', 'CSV'),
    xlsx: t('table.exportFormats.xlsx', 'Excel (XLSX)'),
  };
  return (
    <Group gap="xs" wrap="nowrap">
      {isExporting && progress <= 0 ? (
        <Group gap={6} wrap="nowrap" role="status">
          <Loader size="xs" />
          <Text size="xs" c="dimmed">
            {t('table.exportPreparing', 'Preparando o arquivo…')}
          </Text>
        </Group>
      ) : null}
      {isExporting && progress > 0 ? (
        <Group gap={6} wrap="nowrap" miw={140}>
          <Progress
            value={progress}
            w={100}
            aria-label={t('table.exportProgress', 'Progresso da exportação')}
            animated
          />
          <Text size="xs" c="dimmed">
            {`${Math.round(progress)}%`}
          </Text>
        </Group>
      ) : null}
      {/* Unavailable while an export runs, yet still focusable: the menu's choice returns
          focus to the button, which a disabled attribute would drop to the page. */}
      <Menu position="bottom-end" withinPortal disabled={isExporting}>
        <Menu.Target>
          <Button
            variant="default"
            size="xs"
            data-disabled={isExporting || undefined}
            aria-disabled={isExporting || undefined}
          >
            {t('table.export', 'Exportar')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {formats.map((format) => (
            <Menu.Item key={format} onClick={() => onExport(format)}>
              {formatLabels[format]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
