import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { EnumFamily } from '@mentor/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailGrid, type DetailItem } from '../../../shared/ui/detail-grid';
import { StatusChip } from '../../../shared/ui/status-chip';

export interface RecordDetailCardProps {
  record: { uuid: string; status: string };
  /** The status family of the record's chip. */
  family: EnumFamily;
  /** Opens the close dialog and asks to cancel; offered while the record is open. */
  actions: { setClosing: (uuid: string) => void; askCancel: (uuid: string) => Promise<unknown> };
  /** Links shown before 'Fechar' and 'Cancelar'. */
  links?: ReactNode;
  items: DetailItem[];
}

/** An infraction or refund: its status and uuid, 'Fechar' and 'Cancelar' while open, then its fields. */
export function RecordDetailCard({ record, family, actions, links, items }: RecordDetailCardProps) {
  const { t } = useTranslation('pix');
  const openActions =
    record.status === 'OPEN' ? (
      <Group gap="xs">
        <Button onClick={() => actions.setClosing(record.uuid)}>{t('actions.close')}</Button>
        <Button color="red" variant="light" onClick={() => void actions.askCancel(record.uuid)}>
          {t('actions.cancelRecord')}
        </Button>
      </Group>
    ) : null;

  return (
    <Paper withBorder p="md">
      <Stack>
        <Group justify="space-between">
          <Group gap="xs">
            <StatusChip code={record.status} family={family} />
            <Text c="dimmed" size="sm">
              {record.uuid}
            </Text>
          </Group>
          {links ? (
            <Group gap="xs">
              {links}
              {openActions}
            </Group>
          ) : (
            openActions
          )}
        </Group>
        <DetailGrid items={items} />
      </Stack>
    </Paper>
  );
}
