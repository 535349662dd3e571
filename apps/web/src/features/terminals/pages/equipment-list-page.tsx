import { Button, Group } from '@mantine/core';
import type { Equipment } from '@mentor/contract/terminals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { StatusChip } from '../../../shared/ui/status-chip';
import { useDeleteEquipment } from '../api/terminal-api';
import { equipmentList } from '../api/terminal-lists';

const EquipmentBulkModal = onDemand(
  () => import('../components/equipment-bulk-modal').then((m) => m.EquipmentBulkModal),
  (props) => props.opened,
);

const EquipmentFormModal = onDemand(
  () => import('../components/equipment-form-modal').then((m) => m.EquipmentFormModal),
  (props) => props.opened,
);

/** Equipment in stock and in use (spec core §2.5), with single and scanned bulk entry. */
export default function EquipmentListPage() {
  const { t } = useTranslation('terminals');
  const model = useListPage(equipmentList);
  const canWrite = useHasPermission('manage_equipment');
  const [creating, setCreating] = useState(false);
  const [scanning, setScanning] = useState(false);
  const remove = useDeleteEquipment({ success: t('messages.equipmentDeleted') });

  const onDelete = async (row: Equipment) => {
    const confirmed = await confirmAction({
      title: t('equipment.deleteTitle'),
      message: t('equipment.deleteConfirm', { serial: row.serial_number }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.back'),
      danger: true,
    });
    if (confirmed) void remove.run(row.serial_number);
  };

  const columns: Column<Equipment>[] = [
    {
      key: 'serial_number',
      header: t('fields.serialNumber'),
      pin: 'left',
      sortable: true,
      copy: (r) => r.serial_number,
    },
    { key: 'equipment_model', header: t('fields.model'), text: (r) => r.equipment_model.label },
    { key: 'project', header: t('fields.project'), text: (r) => r.project.trade },
    {
      key: 'equipment_code',
      header: t('fields.equipmentCode'),
      sortable: true,
      text: (r) => r.equipment_code ?? '-',
    },
    { key: 'terminal', header: t('fields.terminal'), text: (r) => r.terminal?.terminal_code ?? '-' },
    {
      key: 'in_use',
      header: t('fields.inUse'),
      pin: 'right',
      render: (r) => <StatusChip code={r.in_use} family="equipmentUsage" />,
    },
  ];

  return (
    <ListPage
      model={model}
      title={t('equipment.title')}
      columns={columns}
      emptyText={t('equipment.empty')}
      rowName={(r) => r.serial_number}
      headerActions={
        canWrite ? (
          <Group gap="xs">
            <Button variant="light" onClick={() => setScanning(true)}>
              {t('bulk.open')}
            </Button>
            <Button onClick={() => setCreating(true)}>{t('equipment.create')}</Button>
          </Group>
        ) : null
      }
      actions={
        canWrite
          ? {
              width: 120,
              items: (r) => [
                {
                  label: t('actions.delete'),
                  color: 'red',
                  hidden: r.in_use === 1,
                  onClick: () => void onDelete(r),
                },
              ],
            }
          : undefined
      }
    >
      <EquipmentFormModal opened={creating} onClose={() => setCreating(false)} />
      <EquipmentBulkModal opened={scanning} onClose={() => setScanning(false)} />
    </ListPage>
  );
}
