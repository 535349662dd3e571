import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextarea, SchemaForm, useSchemaForm } from '../../../shared/ui/form';
import type { BlockedAccount } from '../api/onboarding-lists';
import { useUnblockAccount } from '../api/use-unblock-account';

const reasonSchema = z.object({ reason: z.string().trim().min(1, 'Informe o motivo.').max(500) });

/** Unblocks a blocked account, with the reason why (one-time code when the call needs it). */
export function UnblockAccountModal({
  account,
  onClose,
}: {
  account: BlockedAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const form = useSchemaForm(reasonSchema, { defaultValues: { reason: '' } });
  const dismiss = () => {
    form.reset({ reason: '' });
    onClose();
  };
  const unblock = useUnblockAccount({ form, success: t('blocked.unblocked'), onSuccess: dismiss });
  return (
    <Modal
      opened={account !== null}
      onClose={dismiss}
      centered
      title={t('blocked.unblockTitle')}
      closeButtonProps={{ 'aria-label': t('actions.closeDialog') }}
    >
      <SchemaForm
        form={form}
        onSubmit={(input) =>
          void (account && unblock.run({ account: account.uuidAccountPayment, reason: input.reason }))
        }
      >
        <Stack>
          <FormTextarea
            control={form.control}
            name="reason"
            label={t('fields.reason')}
            autosize
            minRows={2}
            withAsterisk
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={dismiss}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={unblock.isPending}>
              {t('actions.unblock')}
            </Button>
          </Group>
        </Stack>
      </SchemaForm>
    </Modal>
  );
}
