import { SegmentedControl, Table, Text } from '@mantine/core';
import { formatCentsBRL, formatDateTime, validationMessages } from '@mentor/contract';
import type { Receivable } from '@mentor/contract/receivables';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormCurrencyInput, FormModal, FormTextarea, useSchemaForm } from '../../../shared/ui/form';
import { useAdjustReceivable } from '../api/receivable-actions';
import { useAdjustments } from '../api/use-registry-records';

const adjustSchema = (t: TFunction) =>
  z.object({
    amount: z
      .number({ error: validationMessages.required(t('adjust.amount')) })
      .int()
      .min(1, t('adjust.nonZero')),
    reason: z
      .string()
      .trim()
      .min(1, validationMessages.required(t('adjust.reason')))
      .max(500, validationMessages.max(t('adjust.reason'), 500)),
  });

/** Manual adjustment (credit or debit) with a reason, confirmed with a one-time code; the adjustments so far. */
export function AdjustDialog({ row, onClose }: { row: Receivable | null; onClose: () => void }) {
  const { t } = useTranslation('receivables');
  const [direction, setDirection] = useState<'credit' | 'debit'>('debit');
  const schema = useMemo(() => adjustSchema(t), [t]);
  const form = useSchemaForm(schema, { defaultValues: { reason: '' } });
  const adjustments = useAdjustments(row?.id ?? null);
  const dismiss = () => {
    form.reset({ reason: '' });
    onClose();
  };
  const adjust = useAdjustReceivable({
    form,
    fields: ['amount', 'reason'],
    success: t('adjust.done'),
    onSuccess: dismiss,
  });
  return (
    <FormModal
      form={form}
      opened={row !== null}
      title={t('adjust.title', { id: row?.id ?? '' })}
      onDismiss={dismiss}
      onSubmit={(input) =>
        void (
          row &&
          adjust.run({
            financial_id: row.id,
            amount: direction === 'debit' ? -input.amount : input.amount,
            reason: input.reason,
          })
        )
      }
      submitLabel={t('actions.adjust')}
      cancelLabel={t('actions.cancel')}
      pending={adjust.isPending}
      size="lg"
    >
      <Text size="sm">{t('adjust.current', { net: formatCentsBRL(row?.net_adjusted_amount ?? 0) })}</Text>
      <SegmentedControl
        value={direction}
        onChange={(v) => setDirection(v === 'credit' ? 'credit' : 'debit')}
        data={[
          { value: 'debit', label: t('adjust.debit') },
          { value: 'credit', label: t('adjust.credit') },
        ]}
      />
      <FormCurrencyInput control={form.control} name="amount" label={t('adjust.amount')} withAsterisk />
      <FormTextarea control={form.control} name="reason" label={t('adjust.reason')} withAsterisk />
      <Text fw={600} size="sm">
        {t('adjust.history')}
      </Text>
      {adjustments.data?.adjustments.length ? (
        <Table striped>
          <Table.Tbody>
            {adjustments.data.adjustments.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{formatDateTime(a.created_at)}</Table.Td>
                <Table.Td>{t(`adjust.kinds.${a.kind}`)}</Table.Td>
                <Table.Td>{formatCentsBRL(a.amount)}</Table.Td>
                <Table.Td>{a.reason}</Table.Td>
                <Table.Td>{a.created_by}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          {t('adjust.none')}
        </Text>
      )}
    </FormModal>
  );
}
