import { SegmentedControl } from '@mantine/core';
import { DISPUTE_REASONS, formatDateTime, maskCpfCnpj } from '@mentor/contract';
import type { Dispute } from '@mentor/contract/receivables';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { useEnumLabel } from '../../../shared/lib/options';
import { useSearchText } from '../../../shared/lib/router';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { StatusChip } from '../../../shared/ui/status-chip';
import { DISPUTE_DIRECTIONS, type DisputeDirection, disputeLists } from '../api/dispute-list';

/** The direction in the URL (`?direction=opened`), received by default. */
function useDirection(): DisputeDirection {
  const raw = useSearchText('direction');
  return DISPUTE_DIRECTIONS.find((d) => d === raw) ?? 'received';
}

/** Disputes received through the registry, or opened by staff, with their filters. */
export function DisputeListScreen() {
  const { t } = useTranslation('receivables');
  const navigate = useNavigate();
  const direction = useDirection();
  const choose = (value: string) =>
    void navigate({
      to: '.',
      // Another list: its own filters, from its first page.
      search: (prev: Record<string, unknown>) => ({ tab: prev.tab, direction: value }),
    });
  return (
    <DisputeList
      key={direction}
      direction={direction}
      switcher={
        <SegmentedControl
          size="xs"
          value={direction}
          onChange={choose}
          aria-label={t('disputes.direction')}
          data={DISPUTE_DIRECTIONS.map((d) => ({ value: d, label: t(`disputes.directions.${d}`) }))}
        />
      }
    />
  );
}

function DisputeList({ direction, switcher }: { direction: DisputeDirection; switcher: React.ReactNode }) {
  const { t } = useTranslation('receivables');
  const label = useEnumLabel();
  const pathTo = useRoutePath();
  const model = useListPage(disputeLists[direction]);
  const columns: Column<Dispute>[] = [
    { key: 'id', header: t('columns.id'), pin: 'left', render: (r) => r.id },
    { key: 'cerc_code', header: t('units.cerc_code'), render: (r) => r.cerc_code, copy: (r) => r.cerc_code },
    { key: 'merchant_name', header: t('columns.merchant'), render: (r) => r.merchant_name },
    {
      key: 'counterpart_document',
      header: t('disputes.counterpart'),
      render: (r) => maskCpfCnpj(r.counterpart_document),
    },
    {
      key: 'reason',
      header: t('disputes.reason'),
      render: (r) => `${r.reason} · ${label(DISPUTE_REASONS, r.reason)}`,
    },
    { key: 'description', header: t('disputes.description'), render: (r) => r.description ?? '—' },
    { key: 'created_by', header: t('disputes.created_by'), render: (r) => r.created_by },
    {
      key: 'created_at',
      header: t('effects.created_at'),
      render: (r) => formatDateTime(r.created_at),
      brasiliaTime: true,
    },
    {
      key: 'status',
      header: t('units.status'),
      pin: 'right',
      render: (r) => <StatusChip code={r.status} family="disputeStatus" />,
    },
  ];
  return (
    <ListPage
      model={model}
      title={t(`disputes.titles.${direction}`)}
      columns={columns}
      emptyText={t('disputes.none')}
      headerActions={switcher}
      getRowHref={(r) => pathTo('/financial/receivable_registry/ur/{id?}', { id: r.receivable_unit_id })}
    />
  );
}
