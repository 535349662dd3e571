import { Badge, Drawer, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatCentsBRL, formatDate, maskCpfCnpj } from '@mentor/contract';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { QueryError } from '../../../shared/ui/query-state';
import { useUnitPayment } from '../api/use-unit-payment';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** A receivable-unit payment: who receives it, how much, and the installments of its unit. */
export function UnitPaymentDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('receivables');
  const pathTo = useRoutePath();
  const { payment, installments } = useUnitPayment(id);
  const p = payment.data;
  const rows = installments.data?.data ?? [];
  const total = installments.data?.total ?? 0;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={t('payments.detail', { id })}
    >
      {payment.isLoading ? <Loader aria-label={t('payments.loading')} /> : null}
      <QueryError query={payment} />
      {p ? (
        <Stack data-testid="unit-payment-detail">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Field label={t('units.one')}>
              <Link to={pathTo('/financial/receivable_registry/ur/{id?}', { id: p.receivable_unit_id })}>
                {p.cerc_code}
              </Link>
            </Field>
            <Field label={t('columns.merchant')}>{p.merchant_name}</Field>
            <Field label={t('payments.amount')}>
              <span data-testid="unit-payment-amount">{formatCentsBRL(p.amount)}</span>
            </Field>
            <Field label={t('units.holder')}>{maskCpfCnpj(p.holder_document)}</Field>
            <Field label={t('units.receiver')}>{maskCpfCnpj(p.receiving_end_user_document)}</Field>
            <Field label={t('units.filters.financier')}>{t(`payments.financier.${p.financier}`)}</Field>
            <Field label={t('units.dt_liquidation')}>{formatDate(p.dt_liquidation)}</Field>
            <Field label={t('columns.paid')}>
              <Badge variant="light" color={p.paid ? 'green' : 'yellow'}>
                {p.paid ? t('paid.yes') : t('paid.no')}
              </Badge>
            </Field>
            <Field label={t('units.filters.payment_id')}>{p.payment_id ?? '—'}</Field>
            {p.contract_effect_id !== null ? (
              <Field label={t('effects.one')}>
                <Link
                  to={pathTo('/financial/receivable_registry/contract_effect/{id?}', {
                    id: p.contract_effect_id,
                  })}
                >
                  {p.contract_effect_id}
                </Link>
              </Field>
            ) : null}
          </SimpleGrid>
          <Title order={4}>{t('units.installments')}</Title>
          <QueryError query={installments} />
          {installments.isLoading ? <Loader size="sm" /> : null}
          <Table striped aria-label={t('payments.installmentsOf', { id: p.id })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.id')}</Table.Th>
                <Table.Th>{t('columns.transaction_id')}</Table.Th>
                <Table.Th>{t('columns.installment')}</Table.Th>
                <Table.Th>{t('columns.dt_due')}</Table.Th>
                <Table.Th>{t('columns.net_adjusted_amount')}</Table.Th>
                <Table.Th>{t('columns.blocked')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.id}</Table.Td>
                  <Table.Td>{r.transaction_id}</Table.Td>
                  <Table.Td>
                    {r.installment_number}/{r.installment_count}
                  </Table.Td>
                  <Table.Td>{formatDate(r.dt_due)}</Table.Td>
                  <Table.Td>{formatCentsBRL(r.net_adjusted_amount)}</Table.Td>
                  <Table.Td>{r.blocked ? (r.block_type_description ?? t('blocked')) : t('free')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {installments.data && total > rows.length ? (
            <Text size="xs" c="dimmed">
              {t('payments.installmentsShown', { shown: rows.length, total })}
            </Text>
          ) : null}
          {installments.data && total === 0 ? (
            <Text size="sm" c="dimmed">
              {t('empty')}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Drawer>
  );
}
