import { Button, Group, Paper, Stack } from '@mantine/core';
import { MED_REFUND_REASONS } from '@mentor/contract';
import { type Refund, refundCreateSchema } from '@mentor/contract/pix';
import { useTranslation } from 'react-i18next';
import { useEnumOptions } from '../../../shared/lib/options';
import {
  FormCurrencyInput,
  FormSelect,
  FormTextarea,
  FormTextInput,
  SchemaForm,
  useSchemaForm,
} from '../../../shared/ui/form';
import { useCreateRefund } from '../api/use-refund-actions';

/** A refund request for a Pix movement, by its end-to-end id; optionally tied to an infraction. */
export function RefundCreateForm({
  initialEndToEndId,
  infractionUuid,
  onCreated,
}: {
  initialEndToEndId: string;
  infractionUuid: string | null;
  onCreated: (refund: Refund) => void;
}) {
  const { t } = useTranslation('pix');
  const reasons = useEnumOptions(MED_REFUND_REASONS);
  const form = useSchemaForm(refundCreateSchema, {
    defaultValues: {
      endToEndId: initialEndToEndId,
      refundDetails: '',
      ...(infractionUuid ? { infractionReportUuid: infractionUuid } : {}),
    },
    requiredLabels: { refundReason: 'Motivo da devolução' },
  });
  const create = useCreateRefund({ form, success: t('refunds.created'), onSuccess: onCreated });

  return (
    <Paper withBorder p="md">
      <SchemaForm form={form} onSubmit={(input) => void create.run(input)}>
        <Stack>
          <FormTextInput
            control={form.control}
            name="endToEndId"
            label={t('fields.endToEndId')}
            withAsterisk
          />
          <FormSelect
            control={form.control}
            name="refundReason"
            label={t('fields.refundReason')}
            data={reasons}
            withAsterisk
          />
          <FormCurrencyInput control={form.control} name="amount" label={t('fields.amount')} withAsterisk />
          <FormTextarea
            control={form.control}
            name="refundDetails"
            label={t('fields.refundDetails')}
            autosize
            minRows={3}
            withAsterisk
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('refunds.create')}
            </Button>
          </Group>
        </Stack>
      </SchemaForm>
    </Paper>
  );
}
