import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@mentor/contract';
import {
  type MerchantDetail,
  type MerchantSalesPlan,
  merchantSalesPlanBodySchema,
} from '@mentor/contract/merchants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { channelOptions, useOptionSource } from '../../../shared/lib/options';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { FormSelect, SchemaForm, useSchemaForm } from '../../../shared/ui/form';
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
  const [editing, setEditing] = useState<MerchantSalesPlan | 'new' | null>(null);
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
    <Stack>
      {canEdit ? (
        <Group justify="flex-end">
          <Button variant="light" onClick={() => setEditing('new')}>
            {t('plans.assign')}
          </Button>
        </Group>
      ) : null}
      {merchant.sales_plans.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('plans.empty')}
        </Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('plans.channel')}</Table.Th>
              <Table.Th>{t('plans.plan')}</Table.Th>
              <Table.Th>{t('plans.assigned')}</Table.Th>
              {canEdit ? <Table.Th /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {merchant.sales_plans.map((p) => (
              <Table.Tr key={p.channel_id}>
                <Table.Td>{p.channel_name}</Table.Td>
                <Table.Td>{p.sales_plan_name}</Table.Td>
                <Table.Td>{formatDateTime(p.assigned_at)}</Table.Td>
                {canEdit ? (
                  <Table.Td>
                    <Group gap="xs" justify="flex-end">
                      <Button size="xs" variant="subtle" onClick={() => setEditing(p)}>
                        {t('plans.change')}
                      </Button>
                      <Button size="xs" variant="subtle" color="red" onClick={() => void onRemove(p)}>
                        {t('plans.remove')}
                      </Button>
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('plans.assign') : t('plans.change')}
      >
        {editing !== null ? (
          <SalesPlanForm
            merchant={merchant}
            current={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
