import { Button, Group, Modal, Stack } from '@mantine/core';
import { MED_ANALYSIS_RESULTS, MED_REJECTION_REASONS } from '@mentor/contract';
import { refundCloseSchema } from '@mentor/contract/pix';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEnumOptions } from '../../../shared/lib/options';
import {
  FormCurrencyInput,
  FormSelect,
  FormTextarea,
  SchemaForm,
  useSchemaForm,
} from '../../../shared/ui/form';
import { useCloseRefund } from '../api/use-refund-actions';

const EMPTY = { analysisDetails: '' };

/** Closes an open refund: totally or partially accepted (with the refunded amount) or rejected (with a reason). */
export function CloseRefundModal({ uuid, onClose }: { uuid: string | null; onClose: () => void }) {
  const { t } = useTranslation('pix');
  const resultOptions = useEnumOptions(MED_ANALYSIS_RESULTS);
  const reasonOptions = useEnumOptions(MED_REJECTION_REASONS);
  const form = useSchemaForm(refundCloseSchema, {
    defaultValues: EMPTY,
    requiredLabels: { analysisResult: 'Resultado da análise', rejectionReason: 'Motivo da rejeição' },
    shouldUnregister: true,
  });
  const result = useWatch({ control: form.control, name: 'analysisResult' });
  const dismiss = () => {
    form.reset(EMPTY);
    onClose();
  };
  const close = useCloseRefund({ form, success: t('refunds.closed'), onSuccess: dismiss });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('actions.closeDialog') }}
      opened={uuid !== null}
      onClose={dismiss}
      title={t('refunds.closeTitle')}
      centered
    >
      <SchemaForm form={form} onSubmit={(input) => void (uuid && close.run({ uuid, input }))}>
        <Stack>
          <FormSelect
            control={form.control}
            name="analysisResult"
            label={t('fields.analysisResult')}
            data={resultOptions}
            withAsterisk
          />
          {result === 'PARTIALLY_ACCEPTED' ? (
            <FormCurrencyInput
              control={form.control}
              name="refundedAmount"
              label={t('fields.refundedAmount')}
              withAsterisk
            />
          ) : null}
          {result === 'REJECTED' ? (
            <FormSelect
              control={form.control}
              name="rejectionReason"
              label={t('fields.rejectionReason')}
              data={reasonOptions}
              withAsterisk
            />
          ) : null}
          <FormTextarea
            control={form.control}
            name="analysisDetails"
            label={t('fields.analysisDetails')}
            autosize
            minRows={3}
            withAsterisk
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={dismiss}>
              {t('actions.back')}
            </Button>
            <Button type="submit" loading={close.isPending}>
              {t('actions.close')}
            </Button>
          </Group>
        </Stack>
      </SchemaForm>
    </Modal>
  );
}
