import { Button, Group } from '@mantine/core';
import type { Equipment } from '@mentor/contract/terminals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { useRoutePath } from '../../../shared/lib/i18n';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { useRecordParam } from '../../../shared/ui/record-drawer';
import { useDeleteEquipment } from '../api/terminal-api';
import { equipmentList } from '../api/terminal-lists';
import { equipmentColumns } from '../components/equipment-columns';

const EquipmentBulkModal = onDemand(
  () => import('../components/equipment-bulk-modal').then((m) => m.EquipmentBulkModal),
  (props) => props.opened,
);

const EquipmentDetailDrawer = onDemand(
  () => import('../components/equipment-detail-drawer').then((m) => m.EquipmentDetailDrawer),
  (props) => props.serial !== null,
);

const EquipmentFormModal = onDemand(
  () => import('../components/equipment-form-modal').then((m) => m.EquipmentFormModal),
  (props) => props.opened,
);

/**
 * Equipment in stock and in use (spec core §2.5), with single and scanned bulk entry. A row
 * opens the equipment's panel, named in the address (`?equipment=SERIAL`).
 */
export default function EquipmentListPage() {
  const { t } = useTranslation('terminals');
  const model = useListPage(equipmentList);
  const canWrite = useHasPermission('manage_equipment');
  const [creating, setCreating] = useState(false);
  const [scanning, setScanning] = useState(false);
  const remove = useDeleteEquipment({ success: t('messages.equipmentDeleted') });
  const pathTo = useRoutePath();
  const detail = useRecordParam('equipment');

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

  return (
    <ListPage
      model={model}
      title={t('equipment.title')}
      columns={equipmentColumns(t, pathTo)}
      emptyText={t('equipment.empty')}
      rowName={(r) => r.serial_number}
      getRowHref={(r) => detail.hrefOf(r.serial_number)}
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
      <EquipmentDetailDrawer serial={detail.key} onClose={detail.close} />
      <EquipmentFormModal opened={creating} onClose={() => setCreating(false)} />
      <EquipmentBulkModal opened={scanning} onClose={() => setScanning(false)} />
    </ListPage>
  );
}
