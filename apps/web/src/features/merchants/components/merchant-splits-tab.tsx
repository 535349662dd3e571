import { Alert, Button, Group, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { formatCentsBRL, formatDate } from '@mentor/contract';
import { type MerchantDetail, type MerchantSplit, merchantSplitBodySchema } from '@mentor/contract/merchants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { useFormatNumber } from '../../../shared/lib/i18n';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import {
  FormCurrencyInput,
  FormDayInput,
  FormField,
  FormPercentInput,
  SchemaForm,
  useSchemaForm,
} from '../../../shared/ui/form';
import { RecordTable } from '../../../shared/ui/record-table';
import { useDeleteSplit } from '../api/use-delete-split';
import { useMerchantSplits } from '../api/use-merchant-splits';
import { useSaveSplit } from '../api/use-save-split';
import { type MerchantOption, MerchantSelect } from './merchant-picker';

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

/** Percentage shares in force today (the merchant keeps what is left of 100 %). */
function sharedToday(splits: MerchantSplit[]): number {
  const day = today();
  return splits
    .filter((s) => s.split_type === 'PERCENTAGE' && s.valid_from <= day && (s.valid_until ?? '9999') >= day)
    .reduce((sum, s) => sum + Number(s.percentage ?? 0), 0);
}

/** Creates or edits a split entry; the server refuses shares above 100 % in any day of the period. */
function SplitForm({
  merchant,
  split,
  onDone,
}: {
  merchant: MerchantDetail;
  split: MerchantSplit | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('merchants');
  const form = useSchemaForm(merchantSplitBodySchema, {
    defaultValues: {
      receiver_merchant_id: split?.receiver_merchant_id,
      split_type: split?.split_type ?? 'PERCENTAGE',
      percentage: split?.percentage ? Number(split.percentage) : undefined,
      amount: split?.amount ?? undefined,
      valid_from: split?.valid_from.slice(0, 10) ?? today(),
      valid_until: split?.valid_until?.slice(0, 10) ?? null,
    } as never,
    requiredLabels: { receiver_merchant_id: t('splits.receiver') },
  });
  const [receiver, setReceiver] = useState<MerchantOption | null>(
    split ? { value: String(split.receiver_merchant_id), label: split.receiver_merchant_name } : null,
  );
  const save = useSaveSplit(merchant.id, split?.id ?? null, {
    form,
    success: split ? t('splits.saved') : t('splits.created'),
    onSuccess: onDone,
  });
  const type = form.watch('split_type');
  return (
    <SchemaForm form={form} onSubmit={(body) => void save.run(body)} aria-label={t('splits.form')}>
      <Stack>
        <FormField
          control={form.control}
          name="receiver_merchant_id"
          render={(field) => (
            <MerchantSelect
              label={t('splits.receiver')}
              projectId={merchant.project_id}
              value={receiver}
              onChange={(option) => {
                setReceiver(option);
                field.onChange(option ? Number(option.value) : undefined);
              }}
              error={field.error}
            />
          )}
        />
        <FormField
          control={form.control}
          name="split_type"
          render={(field) => (
            <SegmentedControl
              data={[
                { value: 'PERCENTAGE', label: t('splits.types.PERCENTAGE') },
                { value: 'AMOUNT', label: t('splits.types.AMOUNT') },
              ]}
              value={String(field.value)}
              onChange={field.onChange}
            />
          )}
        />
        {type === 'AMOUNT' ? (
          <FormCurrencyInput control={form.control} name="amount" label={t('splits.amount')} required />
        ) : (
          <FormPercentInput
            control={form.control}
            name="percentage"
            label={t('splits.percentage')}
            required
          />
        )}
        <SimpleGrid cols={2}>
          <FormDayInput control={form.control} name="valid_from" label={t('splits.validFrom')} required />
          <FormDayInput control={form.control} name="valid_until" label={t('splits.validUntil')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
}

/** Split entries: create, edit and delete; the shares in force today and what the merchant keeps. */
export function MerchantSplitsTab({ merchant }: { merchant: MerchantDetail }) {
  const { t } = useTranslation('merchants');
  const formatNumber = useFormatNumber();
  const splits = useMerchantSplits(merchant.id);
  const canEdit = useHasPermission('manage_merchant_splits', true) && !merchant.deleted;
  const remove = useDeleteSplit(merchant.id, { success: t('splits.deleted') });
  const rows = splits.data ?? [];
  const shared = sharedToday(rows);
  const onDelete = async (s: MerchantSplit) => {
    const ok = await confirmAction({
      title: t('splits.delete'),
      message: t('splits.deleteConfirm', { name: s.receiver_merchant_name }),
      confirmLabel: t('splits.delete'),
      danger: true,
    });
    if (ok) await remove.run(s.id);
  };
  return (
    <RecordTable
      rows={rows}
      rowKey={(s) => s.id}
      columns={[
        { header: t('splits.receiver'), cell: (s) => s.receiver_merchant_name },
        {
          header: t('splits.value'),
          cell: (s) =>
            s.split_type === 'PERCENTAGE'
              ? `${s.percentage?.replace('.', ',')} %`
              : formatCentsBRL(s.amount ?? 0),
        },
        {
          header: t('splits.validity'),
          cell: (s) => `${formatDate(s.valid_from)} – ${s.valid_until ? formatDate(s.valid_until) : '…'}`,
        },
      ]}
      emptyText={t('splits.empty')}
      canEdit={canEdit}
      newLabel={t('splits.new')}
      editLabel={t('splits.edit')}
      rowActions={[{ label: t('splits.delete'), color: 'red', onClick: (s) => void onDelete(s) }]}
      summary={
        <Alert color={shared > 100 ? 'red' : 'blue'} variant="light" p="xs" data-testid="split-total">
          {t('splits.total', {
            shared: formatNumber(shared, { maximumFractionDigits: 4 }),
            kept: formatNumber(Math.max(0, 100 - shared), { maximumFractionDigits: 4 }),
          })}
        </Alert>
      }
      editor={(current, done) => <SplitForm merchant={merchant} split={current} onDone={done} />}
    />
  );
}
