import { Button, Group, Modal, Stack } from '@mantine/core';
import { EMPTY_VALUE, formatDateTimeSeconds } from '@mentor/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Column } from '../../../shared/ui/data-table';
import { FormTextarea, SchemaForm, useSchemaForm } from '../../../shared/ui/form';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { type BlockedAccount, blockedList } from '../api/onboarding-lists';
import { useUnblockAccount } from '../api/use-unblock-account';

const reasonSchema = z.object({ reason: z.string().trim().min(1, 'Informe o motivo.').max(500) });

/** Blocked accounts with why and since when; unblocking asks for a reason. */
export default function BlockedListPage() {
  const { t } = useTranslation('onboarding');
  const model = useListPage(blockedList);
  const [unblocking, setUnblocking] = useState<BlockedAccount | null>(null);
  const form = useSchemaForm(reasonSchema, { defaultValues: { reason: '' } });
  const dismiss = () => {
    form.reset({ reason: '' });
    setUnblocking(null);
  };
  const unblock = useUnblockAccount({ form, success: t('blocked.unblocked'), onSuccess: dismiss });
  const columns: Column<BlockedAccount>[] = [
    { key: 'fullName', header: t('fields.name'), pin: 'left', text: (r) => r.fullName },
    { key: 'document', header: t('fields.document'), text: (r) => r.document },
    { key: 'accountNumber', header: t('fields.accountNumber'), text: (r) => r.accountNumber },
    { key: 'whiteLabelName', header: t('fields.whiteLabel'), text: (r) => r.whiteLabelName },
    { key: 'reason', header: t('fields.reason'), text: (r) => r.reason ?? EMPTY_VALUE },
    { key: 'blockedAt', header: t('fields.blockedAt'), text: (r) => formatDateTimeSeconds(r.blockedAt) },
  ];
  return (
    <ListPage
      model={model}
      title={t('blocked.title')}
      columns={columns}
      rowName={(r) => r.fullName}
      actions={{
        width: 140,
        items: (r) => [{ label: t('actions.unblock'), onClick: () => setUnblocking(r) }],
      }}
    >
      <Modal
        opened={unblocking !== null}
        onClose={dismiss}
        centered
        title={t('blocked.unblockTitle')}
        closeButtonProps={{ 'aria-label': t('actions.closeDialog') }}
      >
        <SchemaForm
          form={form}
          onSubmit={(input) =>
            void (unblocking && unblock.run({ account: unblocking.uuidAccountPayment, reason: input.reason }))
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
    </ListPage>
  );
}
