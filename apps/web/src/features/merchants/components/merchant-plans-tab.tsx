import { Button, Group, Stack } from '@mantine/core';
import { formatDateTime } from '@mentor/contract';
import {
  type MerchantDetail,
  type MerchantSalesPlan,
  merchantSalesPlanBodySchema,
} from '@mentor/contract/merchants';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { channelOptions, useOptionSource } from '../../../shared/lib/options';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { FormSelect, SchemaForm, useSchemaForm } from '../../../shared/ui/form';
import { RecordTable } from '../../../shared/ui/record-table';
import { useChangeSalesPlan } from '../api/use-change-sales-plan';
import { useSalesPlanOptions } from '../api/use-sales-plan-options';

/** Assigns a plan to a channel, or changes the plan of a channel already assigned. */
function SalesPlanForm({
  merchant,
  current,
  onDone,
}: {
  merchant: MerchantDetail;
  current: MerchantSalesPlan | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('merchants');
  const channels = useOptionSource(channelOptions);
  const form = useSchemaForm(merchantSalesPlanBodySchema, {
    defaultValues: {
      channel_id: current?.channel_id ?? undefined,
      sales_plan_id: current?.sales_plan_id ?? undefined,
    } as never,
    requiredLabels: { channel_id: t('plans.channel'), sales_plan_id: t('plans.plan') },
  });
  const channelId = form.watch('channel_id');
  const plans = useSalesPlanOptions(merchant.project_id, typeof channelId === 'number' ? channelId : null);
  const change = useChangeSalesPlan(merchant.id, { form, success: t('plans.saved'), onSuccess: onDone });
  const assigned = new Set(merchant.sales_plans.map((p) => p.channel_id));
  return (
    <SchemaForm
      form={form}
      aria-label={t('plans.form')}
      onSubmit={(body) => void change.run({ ...body, assigned: assigned.has(body.channel_id) })}
    >
      <Stack>
        <FormSelect
          control={form.control}
          name="channel_id"
          label={t('plans.channel')}
          data={channels}
          parse={Number}
          disabled={current !== null}
          required
        />
        <FormSelect
          control={form.control}
          name="sales_plan_id"
          label={t('plans.plan')}
          data={(plans.data?.data ?? []).map((p) => ({
            value: String(p.id),
            label: p.mcc ? `${p.sales_plan_name} (MCC ${p.mcc})` : p.sales_plan_name,
          }))}
          parse={Number}
          searchable
          required
          nothingFoundMessage={t('plans.noOptions')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
}

/** Sales plan per channel: assign, change and remove. */
export function MerchantPlansTab({ merchant }: { merchant: MerchantDetail }) {
  const { t } = useTranslation('merchants');
  const canEdit = useHasPermission('manage_merchant_sales_plans', true) && !merchant.deleted;
  const remove = useChangeSalesPlan(merchant.id, { success: t('plans.removed') });
  const onRemove = async (p: MerchantSalesPlan) => {
    const ok = await confirmAction({
      title: t('plans.remove'),
      message: t('plans.removeConfirm', { plan: p.sales_plan_name, channel: p.channel_name }),
      confirmLabel: t('plans.remove'),
      danger: true,
    });
    if (ok) await remove.run({ channel_id: p.channel_id, sales_plan_id: null, assigned: true });
  };
  return (
    <RecordTable
      rows={merchant.sales_plans}
      rowKey={(p) => p.channel_id}
      columns={[
        { header: t('plans.channel'), cell: (p) => p.channel_name },
        { header: t('plans.plan'), cell: (p) => p.sales_plan_name },
        { header: t('plans.assigned'), cell: (p) => formatDateTime(p.assigned_at) },
      ]}
      emptyText={t('plans.empty')}
      canEdit={canEdit}
      newLabel={t('plans.assign')}
      editLabel={t('plans.change')}
      rowActions={[{ label: t('plans.remove'), color: 'red', onClick: (p) => void onRemove(p) }]}
      editor={(current, done) => <SalesPlanForm merchant={merchant} current={current} onDone={done} />}
    />
  );
}
