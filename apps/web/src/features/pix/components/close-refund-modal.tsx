import { MED_ANALYSIS_RESULTS, MED_REJECTION_REASONS } from '@mentor/contract';
import { refundCloseSchema } from '@mentor/contract/pix';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEnumOptions } from '../../../shared/lib/options';
import { FormCurrencyInput, FormSelect, useFormDismiss, useSchemaForm } from '../../../shared/ui/form';
import { useCloseRefund } from '../api/use-refund-actions';
import { CloseRecordModal } from './close-record-modal';

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
  const dismiss = useFormDismiss(form, onClose);
  const close = useCloseRefund({ form, success: t('refunds.closed'), onSuccess: dismiss });

  return (
    <CloseRecordModal
      uuid={uuid}
      form={form}
      title={t('refunds.closeTitle')}
      results={resultOptions}
      onDismiss={dismiss}
      close={close}
    >
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
    </CloseRecordModal>
  );
}
