import { Button, Group, Menu, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExportFormat, ExportMenuOptions } from './data-table-types';

/** 'Exportar' menu of a table's toolbar, with a progress bar while an export runs. */
export function ExportMenu({ formats, onExport, progress }: ExportMenuOptions) {
  const { t } = useTranslation('kit');
  const isExporting = typeof progress === 'number';
  const formatLabels: Record<ExportFormat, string> = {
    csv: t('table.exportFormats.csv', 'CSV'),
    xlsx: t('table.exportFormats.xlsx', 'Excel (XLSX)'),
  };
  return (
    <Group gap="xs" wrap="nowrap">
      {isExporting ? (
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
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" size="xs" disabled={isExporting}>
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
