import { Alert, Button, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatCentsBRL } from '@mentor/contract';
import {
  MERCHANT_MESSAGES,
  type MerchantDetail,
  settlementDestinationBodySchema,
} from '@mentor/contract/merchants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import {
  FormBankSelect,
  FormField,
  FormSelect,
  FormTextInput,
  SchemaForm,
  useSchemaForm,
} from '../../../shared/ui/form';
import { MaskedValue } from '../../../shared/ui/masked-value';
import { useChangeSettlementDestination } from '../api/use-change-settlement-destination';
import { usePendingFinancials } from '../api/use-pending-financials';

const TYPES = ['B', 'D', 'R'] as const;

/** The new destination: bank account (B), digital account (D) or prepaid card (R); one-time code. */
function SettlementForm({ merchant, onDone }: { merchant: MerchantDetail; onDone: () => void }) {
  const { t } = useTranslation('merchants');
  const d = merchant.settlement_destination;
  const form = useSchemaForm(settlementDestinationBodySchema, {
    defaultValues: {
      destination_type: d?.destination_type ?? 'B',
      bank_code: d?.bank_code ?? '',
      agency: d?.agency ?? '',
      account_number: '',
      account_type: d?.account_type ?? 'C',
      digital_account: '',
      prepaid_card: '',
    } as never,
  });
  const change = useChangeSettlementDestination(merchant.id, {
    form,
    success: t('settlement.saved'),
    onSuccess: onDone,
    // Waiting for approval (or already waiting): the form closes, the record shows the change.
    onPending: onDone,
  });
  const type = form.watch('destination_type');
  return (
    <SchemaForm form={form} onSubmit={(body) => void change.run(body)} aria-label={t('settlement.form')}>
      <Stack maw={640}>
        <FormField
          control={form.control}
          name="destination_type"
          render={(field) => (
            <Select
              label={t('settlement.type')}
              data={TYPES.map((v) => ({ value: v, label: t(`settlement.types.${v}`) }))}
              value={String(field.value)}
              onChange={(v) => field.onChange(v ?? 'B')}
              allowDeselect={false}
            />
          )}
        />
        {type === 'B' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormBankSelect control={form.control} name="bank_code" label={t('settlement.bank')} required />
            <FormTextInput control={form.control} name="agency" label={t('settlement.agency')} required />
            <FormTextInput
              control={form.control}
              name="account_number"
              label={t('settlement.account')}
              required
            />
            <FormSelect
              control={form.control}
              name="account_type"
              label={t('settlement.accountType')}
              data={(['C', 'S', 'P'] as const).map((v) => ({
                value: v,
                label: t(`settlement.accountTypes.${v}`),
              }))}
              required
            />
          </SimpleGrid>
        ) : null}
        {type === 'D' ? (
          <FormTextInput
            control={form.control}
            name="digital_account"
            label={t('settlement.types.D')}
            required
          />
        ) : null}
        {type === 'R' ? (
          <FormTextInput
            control={form.control}
            name="prepaid_card"
            label={t('settlement.types.R')}
            required
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
}

/**
 * Where the merchant is paid (bank account masked). Changing it needs a one-time code and may wait
 * for a second person's approval; it is refused while receivables are pending payment.
 */
export function MerchantSettlementTab({ merchant }: { merchant: MerchantDetail }) {
  const { t } = useTranslation('merchants');
  const canEdit = useHasPermission('change_settlement_destination', true) && !merchant.deleted;
  const pending = usePendingFinancials(merchant.id);
  const [editing, setEditing] = useState(false);
  const blocked = pending.data?.has_pending_financials === true;
  const d = merchant.settlement_destination;

  return (
    <Stack>
      {blocked && pending.data ? (
        <Alert color="yellow" data-testid="pending-financials">
          {MERCHANT_MESSAGES.pendingFinancials}{' '}
          {t('settlement.pending', {
            count: pending.data.unpaid_receivables_count,
            amount: formatCentsBRL(pending.data.unpaid_receivables_amount),
          })}
        </Alert>
      ) : null}
      {editing && !blocked ? (
        <SettlementForm merchant={merchant} onDone={() => setEditing(false)} />
      ) : (
        <>
          {canEdit ? (
            <Group justify="flex-end">
              <Button
                variant="light"
                disabled={blocked || pending.isLoading}
                onClick={() => setEditing(true)}
              >
                {t('settlement.change')}
              </Button>
            </Group>
          ) : null}
          {d ? (
            <Table>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th>{t('settlement.type')}</Table.Th>
                  <Table.Td>{t(`settlement.types.${d.destination_type}`)}</Table.Td>
                </Table.Tr>
                {d.destination_type === 'B' ? (
                  <>
                    <Table.Tr>
                      <Table.Th>{t('settlement.bank')}</Table.Th>
                      <Table.Td>{`${d.bank_code} - ${d.bank_name ?? '...'}`}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('settlement.account')}</Table.Th>
                      <Table.Td>
                        {d.agency} /{' '}
                        <MaskedValue
                          value={d.account_number}
                          label={t('settlement.account')}
                          tableContext="merchant"
                          recordId={merchant.id}
                          field="settlement_destination.account_number"
                        />{' '}
                        ({d.account_type})
                      </Table.Td>
                    </Table.Tr>
                  </>
                ) : (
                  <Table.Tr>
                    <Table.Th>{t('settlement.account')}</Table.Th>
                    <Table.Td>{d.digital_account ?? d.prepaid_card}</Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          ) : (
            <Text c="dimmed" size="sm">
              {t('settlement.empty')}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
