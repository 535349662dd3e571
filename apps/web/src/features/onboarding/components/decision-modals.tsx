import { DYNAMIC_FIELDS, dynamicFieldsBodySchema } from '@mentor/contract/onboarding';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  FormModal,
  FormMultiSelect,
  FormTextarea,
  useFormDismiss,
  useSchemaForm,
} from '../../../shared/ui/form';
import { useDecide } from '../api/use-decide';
import { useSendBack } from '../api/use-send-back';

const reasonSchema = (t: TFunction) =>
  z.object({ reason: z.string().trim().min(1, t('validation.decisionReason')).max(500) });

/** Approve or reprove with a reason (approving a high-risk account waits for a colleague). */
export function ReasonDecisionModal({
  uuid,
  decision,
  onClose,
}: {
  uuid: string;
  decision: 'APPROVE' | 'REPROVE' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const schema = useMemo(() => reasonSchema(t), [t]);
  const form = useSchemaForm(schema, { defaultValues: { reason: '' } });
  const dismiss = useFormDismiss(form, onClose);
  // Approving a high-risk account may wait for a colleague: the dialog closes either way.
  const decide = useDecide({ form, success: t('decision.done'), onSuccess: dismiss, onPending: dismiss });
  return (
    <FormModal
      form={form}
      opened={decision !== null}
      title={decision === 'APPROVE' ? t('decision.approveTitle') : t('decision.reproveTitle')}
      onDismiss={dismiss}
      onSubmit={(input) => void (decision && decide.run({ uuid, decision, reason: input.reason }))}
      submitLabel={decision === 'APPROVE' ? t('actions.approve') : t('actions.reprove')}
      cancelLabel={t('actions.cancel')}
      danger={decision === 'REPROVE'}
      pending={decide.isPending}
    >
      <FormTextarea
        control={form.control}
        name="reason"
        label={t('decision.reasonLabel')}
        autosize
        minRows={3}
        withAsterisk
      />
    </FormModal>
  );
}

/** Send the account back to the applicant with the fields to correct. */
export function SendBackModal({
  uuid,
  opened,
  onClose,
}: {
  uuid: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const empty = { fields: [], reason: '' };
  const form = useSchemaForm(dynamicFieldsBodySchema, { defaultValues: empty });
  const dismiss = () => {
    form.reset(empty);
    onClose();
  };
  const sendBack = useSendBack({ form, success: t('decision.sentBack'), onSuccess: dismiss });
  return (
    <FormModal
      form={form}
      opened={opened}
      title={t('decision.sendBackTitle')}
      onDismiss={dismiss}
      onSubmit={(input) => void sendBack.run({ uuid, ...input })}
      submitLabel={t('actions.sendBack')}
      cancelLabel={t('actions.cancel')}
      pending={sendBack.isPending}
    >
      <FormMultiSelect
        control={form.control}
        name="fields"
        label={t('fields.fieldsToCorrect')}
        data={DYNAMIC_FIELDS.map((f) => ({ value: f, label: t(`dynamic.${f}`) }))}
        withAsterisk
      />
      <FormTextarea
        control={form.control}
        name="reason"
        label={t('decision.reasonLabel')}
        autosize
        minRows={2}
        withAsterisk
      />
    </FormModal>
  );
}
