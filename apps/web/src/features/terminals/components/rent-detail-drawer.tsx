import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { DetailGrid } from '../../../shared/ui/detail-grid';
import { columnDetails, RecordDrawer } from '../../../shared/ui/record-drawer';
import { useRentRecord } from '../api/record-details';
import { rentColumns, rentDetailColumns } from './rent-columns';

/** An automatic rent charge opened from the list (`/terminals/rents?rent=ID`). */
export function RentDetailDrawer({ rentKey, onClose }: { rentKey: string | null; onClose: () => void }) {
  const { t } = useTranslation('terminals');
  const pathTo = useRoutePath();
  const id = rentKey !== null && /^\d{1,15}$/.test(rentKey) ? Number(rentKey) : null;
  const query = useRentRecord(id);
  // The panel's own columns replace the list's of the same key (links instead of names).
  const list = rentColumns(t, pathTo);
  const extra = rentDetailColumns(t, pathTo);
  const columns = [
    ...list.map((column) => extra.find((e) => e.key === column.key) ?? column),
    ...extra.filter((e) => !list.some((c) => c.key === e.key)),
  ];
  return (
    <RecordDrawer
      recordKey={rentKey}
      onClose={onClose}
      title={t('detail.rentTitle', { id: rentKey })}
      query={id === null ? { isLoading: false, error: null, refetch: () => undefined, data: null } : query}
      notFound={t('detail.rentNotFound')}
    >
      {(rent) => <DetailGrid items={columnDetails(columns, rent)} />}
    </RecordDrawer>
  );
}
