import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormModal, FormTextarea, useFormDismiss, useSchemaForm } from '../../../shared/ui/form';
import type { BlockedAccount } from '../api/onboarding-lists';
import { useUnblockAccount } from '../api/use-unblock-account';

const reasonSchema = (t: TFunction) =>
  z.object({ reason: z.string().trim().min(1, t('validation.unblockReason')).max(500) });

/** Unblocks a blocked account, with the reason why (one-time code when the call needs it). */
export function UnblockAccountModal({
  account,
  onClose,
}: {
  account: BlockedAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const schema = useMemo(() => reasonSchema(t), [t]);
  const form = useSchemaForm(schema, { defaultValues: { reason: '' } });
  const dismiss = useFormDismiss(form, onClose);
  const unblock = useUnblockAccount({ form, success: t('blocked.unblocked'), onSuccess: dismiss });
  return (
    <FormModal
      form={form}
      opened={account !== null}
      title={t('blocked.unblockTitle')}
      onDismiss={dismiss}
      onSubmit={(input) =>
        void (account && unblock.run({ account: account.uuidAccountPayment, reason: input.reason }))
      }
      submitLabel={t('actions.unblock')}
      cancelLabel={t('actions.cancel')}
      pending={unblock.isPending}
    >
      <FormTextarea
        control={form.control}
        name="reason"
        label={t('fields.reason')}
        autosize
        minRows={2}
        withAsterisk
      />
    </FormModal>
  );
}
