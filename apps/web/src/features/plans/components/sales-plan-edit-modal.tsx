import { Anchor, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  formatRate,
  SALES_PLAN_STATUSES,
  type SalesPlan,
  salesPlanUpdateSchema,
} from '@mentor/contract/plans';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { useEnumOptions } from '../../../shared/lib/options';
import { FormModal, FormSelect, FormSwitch, FormTextInput, useSchemaForm } from '../../../shared/ui/form';
import { useUpdateSalesPlan } from '../api/save-sales-plan';

const FIELDS = ['sales_plan_name', 'mcc', 'status', 'automatic_anticipation'] as const;

/**
 * Edits a plan's name, MCC, status and automatic anticipation. Project and channel are fixed
 * once the plan exists; its ARV rate changes only through the bulk anticipation-rate update
 * (one-time code, four-eyes), linked from here.
 */
export function SalesPlanEditModal({
  plan,
  opened,
  onClose,
}: {
  plan: SalesPlan;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('plans');
  const pathTo = useRoutePath();
  const statuses = useEnumOptions(SALES_PLAN_STATUSES);
  const form = useSchemaForm(salesPlanUpdateSchema, {
    values: {
      sales_plan_name: plan.sales_plan_name,
      mcc: plan.mcc ?? '',
      status: plan.status,
      automatic_anticipation: plan.automatic_anticipation,
    },
  });
  const update = useUpdateSalesPlan(plan.id, {
    form,
    fields: FIELDS,
    success: t('messages.planSaved'),
    onSuccess: () => onClose(),
  });
  const { control } = form;
  return (
    <FormModal
      form={form}
      opened={opened}
      title={t('sales.edit')}
      onDismiss={onClose}
      onSubmit={(body) => void update.run(body)}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      pending={update.isPending}
      size="lg"
    >
      <FormTextInput control={control} name="sales_plan_name" label={t('fields.name')} required />
      <SimpleGrid cols={2}>
        <TextInput label={t('fields.project')} value={plan.project.trade} readOnly variant="filled" />
        <TextInput label={t('fields.channel')} value={plan.channel.channel_name} readOnly variant="filled" />
        <FormTextInput control={control} name="mcc" label={t('fields.mcc')} maxLength={4} />
        <FormSelect
          control={control}
          name="status"
          label={t('fields.status')}
          data={statuses}
          parse={Number}
          allowDeselect={false}
        />
        <TextInput
          label={t('fields.anticipationRate')}
          value={formatRate(plan.anticipation_rate)}
          readOnly
          variant="filled"
          description={
            <Anchor size="xs" component={Link} to={pathTo('/plans/sales/update_anticipation_rate')}>
              {t('sales.arvHint')}
            </Anchor>
          }
        />
      </SimpleGrid>
      <FormSwitch control={control} name="automatic_anticipation" label={t('fields.automaticAnticipation')} />
      <Text size="xs" c="dimmed">
        {t('sales.editHint')}
      </Text>
    </FormModal>
  );
}
