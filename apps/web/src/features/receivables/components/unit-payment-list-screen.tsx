import { Badge } from '@mantine/core';
import { formatCentsBRL, formatDate, maskCpfCnpj } from '@mentor/contract';
import type { UnitPayment } from '@mentor/contract/receivables';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSearchText } from '../../../shared/lib/router';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { unitPaymentList } from '../api/unit-payment-list';
import { UnitPaymentDrawer } from './unit-payment-drawer';

/** Search parameter naming the payment open in the drawer. */
export const PAYMENT_PARAM = 'payment';

/** 'Pagamentos de UR': the list with its filters; a row opens the payment (`?payment=<id>`). */
export function UnitPaymentListScreen() {
  const { t } = useTranslation('receivables');
  const model = useListPage(unitPaymentList);
  const router = useRouter();
  const navigate = useNavigate();
  const open = Number(useSearchText(PAYMENT_PARAM));
  const href = (id: number) =>
    router.buildLocation({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, [PAYMENT_PARAM]: id }),
    }).href;
  const close = () =>
    void navigate({
      to: '.',
      search: ({ [PAYMENT_PARAM]: _open, ...rest }: Record<string, unknown>) => rest,
    });
  const columns: Column<UnitPayment>[] = [
    { key: 'id', header: t('columns.id'), pin: 'left', render: (r) => r.id, copy: (r) => String(r.id) },
    { key: 'cerc_code', header: t('units.cerc_code'), render: (r) => r.cerc_code, copy: (r) => r.cerc_code },
    { key: 'merchant_name', header: t('columns.merchant'), render: (r) => r.merchant_name },
    { key: 'holder_document', header: t('units.holder'), render: (r) => maskCpfCnpj(r.holder_document) },
    {
      key: 'receiving_end_user_document',
      header: t('units.receiver'),
      render: (r) => maskCpfCnpj(r.receiving_end_user_document),
    },
    {
      key: 'financier',
      header: t('units.filters.financier'),
      render: (r) => t(`payments.financier.${r.financier}`),
    },
    { key: 'dt_liquidation', header: t('units.dt_liquidation'), render: (r) => formatDate(r.dt_liquidation) },
    {
      key: 'amount',
      header: t('payments.amount'),
      align: 'right',
      render: (r) => formatCentsBRL(r.amount),
    },
    { key: 'payment_id', header: t('units.filters.payment_id'), render: (r) => r.payment_id ?? '—' },
    {
      key: 'paid',
      header: t('columns.paid'),
      pin: 'right',
      render: (r) => (
        <Badge variant="light" color={r.paid ? 'green' : 'yellow'}>
          {r.paid ? t('paid.yes') : t('paid.no')}
        </Badge>
      ),
    },
  ];
  return (
    <ListPage
      model={model}
      title={t('payments.title')}
      columns={columns}
      emptyText={t('empty')}
      getRowHref={(r) => href(r.id)}
    >
      <UnitPaymentDrawer id={Number.isInteger(open) && open > 0 ? open : null} onClose={close} />
    </ListPage>
  );
}
