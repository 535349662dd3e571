import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatCentsBRL } from '@mentor/contract';
import {
  ACCOUNT_ACTION_MESSAGES,
  type AccountInfo,
  remainingBalanceBodySchema,
} from '@mentor/contract/onboarding';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormBankSelect,
  FormCpfCnpjInput,
  FormTextInput,
  SchemaForm,
  useSchemaForm,
} from '../../../shared/ui/form';
import {
  type RemainingBalanceResult,
  useTransferRemainingBalance,
} from '../api/use-transfer-remaining-balance';

const destinationSchema = remainingBalanceBodySchema.pick({
  bankCode: true,
  agency: true,
  accountNumber: true,
  holderDocument: true,
  holderName: true,
});

/**
 * Transfer of a closed account's whole remaining balance to the holder's account at another bank
 * (`transaction-schedules`). The fields are checked before the one-time code is asked; one
 * attempt id travels with every send of the same attempt, so a double click or a retry after a
 * lost answer never moves the money twice.
 */
export function RemainingBalanceForm({ account }: { account: AccountInfo }) {
  const { t } = useTranslation('onboarding');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<RemainingBalanceResult | null>(null);
  // A second submit while the first is still on its way (double click) is ignored.
  const sending = useRef(false);
  const form = useSchemaForm(destinationSchema, {
    defaultValues: {
      bankCode: '',
      agency: '',
      accountNumber: '',
      holderDocument: /^\d+$/.test(account.document) ? account.document : '',
      holderName: account.fullName,
    },
  });
  const transfer = useTransferRemainingBalance({
    form,
    success: ACCOUNT_ACTION_MESSAGES.transferred,
    onSuccess: (result) => {
      setDone(result);
      setRequestId(crypto.randomUUID());
    },
  });
  const closed = account.accountStatus === 'CLOSED';

  if (!closed) return <Alert color="yellow">{t('closed.notClosed')}</Alert>;
  return (
    <Stack maw={640}>
      {done ? (
        <Alert color="green" title={ACCOUNT_ACTION_MESSAGES.transferred}>
          {t('closed.transferDone', { amount: formatCentsBRL(done.amount), id: done.uuidTransaction })}
        </Alert>
      ) : null}
      <Text>
        {t('closed.remainingBalance')}: <b>{formatCentsBRL(account.balance)}</b>
      </Text>
      {account.balance <= 0 ? (
        <Text c="dimmed">{t('closed.noBalance')}</Text>
      ) : (
        <SchemaForm
          form={form}
          onSubmit={async (input) => {
            if (sending.current) return;
            sending.current = true;
            try {
              await transfer.run({
                ...input,
                uuidAccountPayment: account.uuidAccountPayment,
                uuidWhiteLabel: account.uuidWhiteLabel,
                requestId,
              });
            } finally {
              sending.current = false;
            }
          }}
        >
          <Stack>
            <FormBankSelect
              control={form.control}
              name="bankCode"
              label={t('fields.bank')}
              requireIspb
              required
            />
            <Group grow>
              <FormTextInput control={form.control} name="agency" label={t('fields.agency')} withAsterisk />
              <FormTextInput
                control={form.control}
                name="accountNumber"
                label={t('fields.destinationAccount')}
                withAsterisk
              />
            </Group>
            <FormCpfCnpjInput
              control={form.control}
              name="holderDocument"
              label={t('fields.holderDocument')}
              withAsterisk
            />
            <FormTextInput
              control={form.control}
              name="holderName"
              label={t('fields.holderName')}
              withAsterisk
            />
            <Group justify="flex-end">
              <Button type="submit" loading={transfer.isPending} disabled={transfer.isPending}>
                {t('closed.transfer', { amount: formatCentsBRL(account.balance) })}
              </Button>
            </Group>
          </Stack>
        </SchemaForm>
      )}
    </Stack>
  );
}
