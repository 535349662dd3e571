import { approvalRejectBodySchema, REJECTION_REASON_MAX } from '@mentor/contract/approvals';
import { useTranslation } from 'react-i18next';
import { FormModal, FormTextarea, useFormDismiss, useSchemaForm } from '../../../shared/ui/form';

export interface RejectModalProps {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}

/** Asks why a change is rejected (required, up to 500 characters). */
export function RejectModal({ opened, busy, onClose, onReject }: RejectModalProps) {
  const { t } = useTranslation('approvals');
  const form = useSchemaForm(approvalRejectBodySchema, { defaultValues: { reason: '' } });
  const dismiss = useFormDismiss(form, onClose);
  return (
    <FormModal
      form={form}
      opened={opened}
      title={t('rejectTitle')}
      onDismiss={dismiss}
      onSubmit={(input) => onReject(input.reason)}
      submitLabel={t('reject')}
      cancelLabel={t('cancel')}
      danger
      pending={busy}
    >
      <FormTextarea
        control={form.control}
        name="reason"
        label={t('rejectReason')}
        required
        maxLength={REJECTION_REASON_MAX}
        rows={3}
        data-autofocus
      />
    </FormModal>
  );
}
