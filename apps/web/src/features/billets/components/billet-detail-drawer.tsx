import { Anchor, Stack } from '@mantine/core';
import {
  BILLET_DISCOUNT_TYPES,
  BILLET_FEE_TYPES,
  BILLET_PENALTY_TYPES,
  formatCentsBRL,
  formatDate,
  formatDateTime,
} from '@mentor/contract';
import type { Billet } from '@mentor/contract/billets';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type PathTo, useRoutePath, withSearch } from '../../../shared/lib/i18n';
import { BankName } from '../../../shared/ui/bank-select';
import type { Column } from '../../../shared/ui/data-table';
import { DetailGrid } from '../../../shared/ui/detail-grid';
import { columnDetails, RecordDrawer } from '../../../shared/ui/record-drawer';
import { useBilletRecord } from '../api/billet-record';
import { billetColumns } from './billet-columns';
import { ItfBarcode } from './itf-barcode';

type Lang = 'pt' | 'en';

/** Basis points as a percentage in the screen's language: 250 → "2,50%" / "2.50%". */
function percent(basisPoints: number, lang: Lang) {
  const text = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'pt-BR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(basisPoints / 100);
  return `${text}%`;
}

/** A charge: its type and, unless exempt, its amount or percentage. */
const charge = (label: string, value: string | null) => (value === null ? label : `${label}: ${value}`);

/** What the billet's panel shows besides its list columns. */
function billetDetailColumns(t: TFunction, lang: Lang, pathTo: PathTo): Column<Billet>[] {
  const day = (iso: string | null) => (iso ? formatDate(`${iso}T12:00:00`) : '-');
  return [
    {
      key: 'merchant_name',
      header: t('columns.merchant'),
      render: (b) =>
        b.merchant_id !== null ? (
          <Anchor component={Link} to={pathTo('/merchants/{id}', { id: b.merchant_id })} inherit>
            {b.merchant_name ?? `#${b.merchant_id}`}
          </Anchor>
        ) : (
          '-'
        ),
    },
    {
      key: 'billet_payer_email',
      header: t('fields.billet_payer_email'),
      text: (b) => b.billet_payer_email ?? '-',
    },
    { key: 'bank_code', header: t('detail.bank'), render: (b) => <BankName code={b.bank_code} /> },
    {
      key: 'fee',
      header: t('fields.fee_value'),
      text: (b) =>
        charge(
          BILLET_FEE_TYPES.label(b.fee_type, lang),
          b.fee_type === 5
            ? null
            : b.fee_type === 1
              ? formatCentsBRL(b.fee_value)
              : percent(b.fee_value, lang),
        ),
    },
    {
      key: 'penalty',
      header: t('fields.penalty_value'),
      text: (b) =>
        charge(
          BILLET_PENALTY_TYPES.label(b.penalty_type, lang),
          b.penalty_type === 3
            ? null
            : b.penalty_type === 1
              ? formatCentsBRL(b.penalty_value)
              : percent(b.penalty_value, lang),
        ),
    },
    {
      key: 'discount',
      header: t('fields.discount_value'),
      text: (b) => {
        if (b.discount_type === 0) return charge(BILLET_DISCOUNT_TYPES.label(0, lang), null);
        const value =
          b.discount_type === 1 ? formatCentsBRL(b.discount_value) : percent(b.discount_value, lang);
        const until = b.discount_limit_date
          ? ` (${t('fields.discount_limit_date')} ${day(b.discount_limit_date)})`
          : '';
        return `${charge(BILLET_DISCOUNT_TYPES.label(b.discount_type, lang), value)}${until}`;
      },
    },
    {
      key: 'ec_liquidation_date',
      header: t('detail.ec_liquidation_date'),
      text: (b) => day(b.ec_liquidation_date),
    },
    {
      key: 'transaction_id',
      header: t('detail.transaction'),
      render: (b) =>
        b.transaction_id !== null ? (
          <Anchor
            component={Link}
            to={withSearch(pathTo('/financial/transactions'), { detail: b.transaction_id })}
            inherit
          >
            {b.transaction_id}
          </Anchor>
        ) : (
          '-'
        ),
    },
    {
      key: 'downed',
      header: t('detail.downed'),
      text: (b) =>
        b.downed_at ? `${formatDateTime(b.downed_at)}${b.downed_by ? ` · ${b.downed_by}` : ''}` : '-',
    },
    { key: 'barcode', header: t('detail.barcode'), text: (b) => b.barcode },
  ];
}

/** A billet opened from the list (`/billets?billet=ID`): every field, its charges and its barcode. */
export function BilletDetailDrawer({
  billetKey,
  onClose,
}: {
  billetKey: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('billets');
  const lang: Lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const pathTo = useRoutePath();
  const id = billetKey !== null && /^\d{1,15}$/.test(billetKey) ? Number(billetKey) : null;
  const query = useBilletRecord(id);
  const extra = billetDetailColumns(t, lang, pathTo);
  const list = billetColumns(t, lang);
  const columns = [
    ...list.map((column) => extra.find((e) => e.key === column.key) ?? column),
    ...extra.filter((e) => !list.some((c) => c.key === e.key)),
  ];
  return (
    <RecordDrawer
      recordKey={billetKey}
      onClose={onClose}
      title={t('detail.title', { id: billetKey })}
      query={id === null ? { isLoading: false, error: null, refetch: () => undefined, data: null } : query}
      notFound={t('detail.notFound')}
    >
      {(billet) => (
        <Stack gap="md">
          <DetailGrid items={columnDetails(columns, billet)} />
          <ItfBarcode digits={billet.barcode} label={t('detail.barcode')} />
        </Stack>
      )}
    </RecordDrawer>
  );
}
