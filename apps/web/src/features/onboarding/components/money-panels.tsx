import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { ACCOUNT_LIMIT_TYPES, formatCentsBRL, formatDateTimeSeconds } from '@mentor/contract';
import { ONBOARDING_MESSAGES } from '@mentor/contract/onboarding';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../shared/lib/options';
import { DayInput } from '../../../shared/ui/inputs';
import { LoaderBox } from '../../../shared/ui/loader-box';
import { useLimits, useStatement } from '../api/use-account-money';
import { useClosedStatement } from '../api/use-closed-account';

/** The account's statement for a period (last 30 days by default), with credits, debits and balance. */
export function StatementPanel({
  wl,
  account,
  closed = false,
}: {
  wl: string;
  account: string;
  /** A closed account's statement (closed-account management) instead of the open account's. */
  closed?: boolean;
}) {
  const { t } = useTranslation('onboarding');
  const [start, setStart] = useState(dayjs().subtract(30, 'day').format('YYYY-MM-DD'));
  const [end, setEnd] = useState(dayjs().format('YYYY-MM-DD'));
  const open = useStatement(wl, closed ? null : account, start, end);
  const ofClosed = useClosedStatement(wl, closed ? account : null, start, end);
  const statement = closed ? ofClosed : open;
  return (
    <Stack>
      <Group align="flex-end">
        <DayInput label={t('fields.startDate')} value={start} onChange={(day) => day && setStart(day)} />
        <DayInput label={t('fields.endDate')} value={end} onChange={(day) => day && setEnd(day)} />
      </Group>
      {statement.isLoading ? <LoaderBox /> : null}
      {statement.isError ? (
        <Group>
          <Text c="red.8">{ONBOARDING_MESSAGES.statementFailed}</Text>
          <Button size="xs" variant="default" onClick={() => void statement.refetch()}>
            {t('common.retry')}
          </Button>
        </Group>
      ) : null}
      {statement.data ? (
        <>
          <Group gap="xl">
            <Text>
              {t('review.credits')}: <b>{formatCentsBRL(statement.data.credits)}</b>
            </Text>
            <Text>
              {t('review.debits')}: <b>{formatCentsBRL(statement.data.debits)}</b>
            </Text>
            <Text>
              {t('review.balance')}: <b>{formatCentsBRL(statement.data.balance)}</b>
            </Text>
          </Group>
          {statement.data.lines.length === 0 ? (
            <Text c="dimmed">{t('review.noStatement')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={600} mah={360} tabIndex={0}>
              <Table striped stickyHeader>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('fields.dateRegister')}</Table.Th>
                    <Table.Th>{t('fields.counterpart')}</Table.Th>
                    <Table.Th>{t('fields.description')}</Table.Th>
                    <Table.Th ta="right">{t('fields.amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {statement.data.lines.map((l) => (
                    <Table.Tr key={l.uuid}>
                      <Table.Td>{formatDateTimeSeconds(l.dateRegister)}</Table.Td>
                      <Table.Td>{l.counterpartName}</Table.Td>
                      <Table.Td>{l.description ?? '-'}</Table.Td>
                      <Table.Td ta="right" c={l.movementType === 'DEBIT' ? 'red' : 'green'}>
                        {l.movementType === 'DEBIT' ? '−' : '+'}
                        {formatCentsBRL(l.amount)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      ) : null}
    </Stack>
  );
}

/** Limits history of the account. */
export function LimitsPanel({ wl, account }: { wl: string; account: string }) {
  const { t } = useTranslation('onboarding');
  const label = useEnumLabel();
  const limits = useLimits(wl, account);
  if (limits.isLoading) return <LoaderBox />;
  if (limits.isError) return <Text c="red.8">{ONBOARDING_MESSAGES.limitsFailed}</Text>;
  if (!limits.data?.length) return <Text c="dimmed">{t('review.noLimits')}</Text>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('fields.dateRegister')}</Table.Th>
          <Table.Th>{t('fields.limitType')}</Table.Th>
          <Table.Th ta="right">{t('fields.previousAmount')}</Table.Th>
          <Table.Th ta="right">{t('fields.newAmount')}</Table.Th>
          <Table.Th>{t('fields.changedBy')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {limits.data.map((l) => (
          <Table.Tr key={`${l.createdAt}-${l.limitType}`}>
            <Table.Td>{formatDateTimeSeconds(l.createdAt)}</Table.Td>
            <Table.Td>{label(ACCOUNT_LIMIT_TYPES, l.limitType)}</Table.Td>
            <Table.Td ta="right">{formatCentsBRL(l.previousAmount)}</Table.Td>
            <Table.Td ta="right">{formatCentsBRL(l.newAmount)}</Table.Td>
            <Table.Td>{l.changedBy}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
