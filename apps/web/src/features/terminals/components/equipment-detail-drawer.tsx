import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { DetailGrid } from '../../../shared/ui/detail-grid';
import { columnDetails, RecordDrawer } from '../../../shared/ui/record-drawer';
import { useEquipmentRecord } from '../api/record-details';
import { equipmentColumns, equipmentDetailColumns } from './equipment-columns';

/** A piece of equipment opened from the list (`/equipments?equipment=SERIAL`). */
export function EquipmentDetailDrawer({ serial, onClose }: { serial: string | null; onClose: () => void }) {
  const { t } = useTranslation('terminals');
  const pathTo = useRoutePath();
  const query = useEquipmentRecord(serial);
  const columns = [...equipmentColumns(t, pathTo), ...equipmentDetailColumns(t)];
  return (
    <RecordDrawer
      recordKey={serial}
      onClose={onClose}
      title={t('detail.equipmentTitle', { serial })}
      query={query}
      notFound={t('detail.equipmentNotFound')}
    >
      {(equipment) => <DetailGrid items={columnDetails(columns, equipment)} />}
    </RecordDrawer>
  );
}
