import { Drawer, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  BANK_ACCOUNT_TYPES,
  formatCentsBRL,
  formatDate,
  formatDateTime,
  formatPercent,
  PAYMENT_DESTINATIONS,
  REMITTANCE_STATUSES,
} from '@mentor/contract';
import { useTranslation } from 'react-i18next';
import { BankName } from '../../../shared/ui/bank-select';
import { QueryError } from '../../../shared/ui/query-state';
import { StatusChip } from '../../../shared/ui/status-chip';
import { usePaymentDetail } from '../api/use-payment';

interface Props {
  id: number | null;
  onClose: () => void;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
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

/** A payment: its fields, settlement destination, receivable units, installments and remittances. */
export function PaymentDetailDrawer({ id, onClose }: Props) {
  const { t, i18n } = useTranslation('payments');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const { payment, units, installments, remittances } = usePaymentDetail(id);
  const p = payment.data;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={t('detail.title', { id })}
    >
      {payment.isLoading && <Loader aria-label={t('detail.loading')} />}
      <QueryError query={payment} />
      {p && (
        <Stack>
          <SimpleGrid cols={3} spacing="sm">
            <Field label={t('columns.merchant')}>{p.merchant_name}</Field>
            <Field label={t('columns.payment_type')}>{p.payment_type}</Field>
            <Field label={t('columns.amount')}>
              <span data-testid="detail-amount">{formatCentsBRL(p.amount)}</span>
            </Field>
            <Field label={t('columns.status')}>
              <StatusChip code={p.status} family="paymentStatus" />
            </Field>
            <Field label={t('columns.validation')}>
              <StatusChip code={p.validation} family="paymentValidation" />
            </Field>
            <Field label={t('detail.step_status')}>
              <StatusChip code={p.step_status} family="stepStatus" />
            </Field>
            <Field label={t('columns.dt_payment')}>{formatDate(p.dt_payment)}</Field>
            <Field label={t('columns.dt_created')}>{formatDateTime(p.dt_created)}</Field>
            <Field label={t('detail.bank_reference')}>{p.bank_reference ?? '—'}</Field>
            {p.validation_detail ? (
              <Field label={t('detail.validation_detail')}>{p.validation_detail}</Field>
            ) : null}
            {p.failure_reason ? <Field label={t('detail.failure_reason')}>{p.failure_reason}</Field> : null}
          </SimpleGrid>
          <Title order={4}>{t('detail.destination')}</Title>
          <SimpleGrid cols={3} spacing="sm">
            <Field label={t('columns.destination')}>
              {PAYMENT_DESTINATIONS.label(p.destination.destination_type, lang)}
            </Field>
            {p.destination.destination_type === 'B' ? (
              <>
                <Field label={t('detail.bank')}>
                  <BankName code={p.destination.bank_code} />
                </Field>
                <Field label={t('detail.account')}>
                  {[p.destination.agency, p.destination.account, p.destination.account_digit]
                    .filter(Boolean)
                    .join(' / ') || '—'}{' '}
                  {p.destination.account_type
                    ? BANK_ACCOUNT_TYPES.label(p.destination.account_type, lang)
                    : ''}
                </Field>
              </>
            ) : (
              <Field label={t('detail.account')}>
                {p.destination.digital_account ?? p.destination.prepaid_card ?? '—'}
              </Field>
            )}
            <Field label={t('detail.holder')}>{p.destination.holder_name ?? '—'}</Field>
          </SimpleGrid>
          <Title order={4}>{t('detail.units')}</Title>
          <Table striped aria-label={t('detail.units')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('detail.brand')}</Table.Th>
                <Table.Th>{t('detail.arrangement')}</Table.Th>
                <Table.Th>{t('columns.installments')}</Table.Th>
                <Table.Th>{t('detail.gross')}</Table.Th>
                <Table.Th>{t('detail.mdr')}</Table.Th>
                <Table.Th>{t('columns.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(units.data ?? []).map((u) => (
                <Table.Tr key={`${u.card_brand_id}-${u.arrangement}`}>
                  <Table.Td>{u.card_brand_name ?? '—'}</Table.Td>
                  <Table.Td>{t(`detail.${u.arrangement}`)}</Table.Td>
                  <Table.Td>{u.installments}</Table.Td>
                  <Table.Td>{formatCentsBRL(u.gross_amount)}</Table.Td>
                  <Table.Td>{formatCentsBRL(u.mdr_amount)}</Table.Td>
                  <Table.Td>{formatCentsBRL(u.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Title order={4}>
            {t('detail.installments', {
              total: installments.data?.total ?? 0,
              sum: formatCentsBRL(installments.data?.sum_installments ?? 0),
            })}
          </Title>
          <Table striped aria-label={t('detail.installmentsTable')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('detail.transaction')}</Table.Th>
                <Table.Th>{t('detail.installment')}</Table.Th>
                <Table.Th>{t('detail.gross')}</Table.Th>
                <Table.Th>{t('detail.mdr')}</Table.Th>
                <Table.Th>{t('columns.amount')}</Table.Th>
                <Table.Th>{t('detail.due')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(installments.data?.data ?? []).map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.transaction_id}</Table.Td>
                  <Table.Td>
                    {r.installment_number}/{r.installment_count}
                  </Table.Td>
                  <Table.Td>{formatCentsBRL(r.gross_amount)}</Table.Td>
                  <Table.Td>
                    {formatCentsBRL(r.mdr_amount)} (
                    {formatPercent(r.mdr_rate, lang === 'pt' ? 'pt-BR' : 'en-US')})
                  </Table.Td>
                  <Table.Td>{formatCentsBRL(r.amount)}</Table.Td>
                  <Table.Td>{formatDate(r.dt_due)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Title order={4}>{t('detail.remittances')}</Title>
          <Table striped aria-label={t('detail.remittances')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('detail.key')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th>{t('columns.amount')}</Table.Th>
                <Table.Th>{t('detail.sentAt')}</Table.Th>
                <Table.Th>{t('detail.bank_reference')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(remittances.data ?? []).map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.idempotency_key}</Table.Td>
                  <Table.Td>{REMITTANCE_STATUSES.label(r.status, lang)}</Table.Td>
                  <Table.Td>{formatCentsBRL(r.amount)}</Table.Td>
                  <Table.Td>{formatDateTime(r.created_at)}</Table.Td>
                  <Table.Td>{r.bank_reference ?? r.failure_reason ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Drawer>
  );
}
