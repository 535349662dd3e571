import { Button, Group, Modal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { formatCentsBRL, formatDateTime } from '@mentor/contract';
import type { Receivable } from '@mentor/contract/receivables';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormCurrencyInput, FormTextarea, SchemaForm, useSchemaForm } from '../../../shared/ui/form';
import { useAdjustReceivable } from '../api/receivable-actions';
import { useAdjustments } from '../api/use-registry-records';

const schema = z.object({
  amount: z
    .number({ error: 'O campo Valor é obrigatório' })
    .int()
    .min(1, 'O valor do ajuste não pode ser zero'),
  reason: z
    .string()
    .trim()
    .min(1, 'O campo Motivo é obrigatório')
    .max(500, 'O campo Motivo deve ter no máximo 500 caracteres'),
});

/** Manual adjustment (credit or debit) with a reason, confirmed with a one-time code; the adjustments so far. */
export function AdjustDialog({ row, onClose }: { row: Receivable | null; onClose: () => void }) {
  const { t } = useTranslation('receivables');
  const [direction, setDirection] = useState<'credit' | 'debit'>('debit');
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
    <Modal
      opened={row !== null}
      onClose={dismiss}
      title={t('adjust.title', { id: row?.id ?? '' })}
      size="lg"
      centered
    >
      <SchemaForm
        form={form}
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
      >
        <Stack>
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
          <Group justify="flex-end">
            <Button variant="default" onClick={dismiss}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={adjust.isPending}>
              {t('actions.adjust')}
            </Button>
          </Group>
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
        </Stack>
      </SchemaForm>
    </Modal>
  );
}
