import { Badge, Button, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { EMPTY_VALUE, formatCentsBRL, formatDateTimeSeconds } from '@mentor/contract';
import { ACCOUNT_ACTION_MESSAGES, ONBOARDING_MESSAGES } from '@mentor/contract/onboarding';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { LoaderBox } from '../../../shared/ui/loader-box';
import { useBasketHistory, useBasketResume, useWhiteLabelBaskets } from '../api/use-account-baskets';
import { useChangeBasket } from '../api/use-change-basket';

/**
 * The account's fee baskets: the current one's summary, the history of baskets it has held and
 * the baskets of its white label (active only, or all); changing the basket asks to confirm and
 * is offered only to staff who may change it (`canChange`).
 */
export function BasketsPanel({
  wl,
  account,
  canChange,
}: {
  wl: string;
  account: string;
  canChange: boolean;
}) {
  const { t } = useTranslation('onboarding');
  const [scope, setScope] = useState<'actives' | 'all'>('actives');
  const history = useBasketHistory(wl, account);
  const current = history.data?.find((h) => h.dateEnd === null) ?? null;
  const resume = useBasketResume(current?.uuidBasket ?? null);
  const baskets = useWhiteLabelBaskets(wl, account, scope === 'actives');
  const change = useChangeBasket({ success: ACCOUNT_ACTION_MESSAGES.basketChanged });

  const choose = async (uuid: string, name: string) => {
    const confirmed = await confirmAction({
      title: t('baskets.changeTitle'),
      message: t('baskets.changeMessage', { from: current?.basketName ?? EMPTY_VALUE, to: name }),
      confirmLabel: t('baskets.change'),
    });
    if (confirmed) await change.run({ uuidWhiteLabel: wl, uuidAccountPayment: account, uuidBasket: uuid });
  };

  return (
    <Stack>
      <Paper component="section" withBorder p="md" aria-label={t('baskets.current')}>
        <Title order={3} size="h5" mb="xs">
          {t('baskets.current')}
        </Title>
        {history.isLoading || resume.isLoading ? <LoaderBox /> : null}
        {resume.isError ? <Text c="red.8">{ONBOARDING_MESSAGES.basketSummaryFailed}</Text> : null}
        {!history.isLoading && !current ? <Text c="dimmed">{t('baskets.none')}</Text> : null}
        {resume.data ? (
          <Group gap="xl">
            <Text fw={600}>{resume.data.basket.name}</Text>
            <Text>{t('baskets.operations', { count: resume.data.operations })}</Text>
            <Text>{t('baskets.taxes', { count: resume.data.taxes })}</Text>
            <Text>
              {t('baskets.monthly')}: <b>{formatCentsBRL(resume.data.monthlyTaxAmount)}</b>
            </Text>
          </Group>
        ) : null}
      </Paper>

      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('baskets.available')}
          </Title>
          <SegmentedControl
            value={scope}
            onChange={(v) => setScope(v === 'all' ? 'all' : 'actives')}
            data={[
              { value: 'actives', label: t('baskets.activeOnly') },
              { value: 'all', label: t('baskets.all') },
            ]}
          />
        </Group>
        {baskets.isLoading ? <LoaderBox /> : null}
        {baskets.isError ? <Text c="red.8">{ONBOARDING_MESSAGES.basketsFailed}</Text> : null}
        {baskets.data && baskets.data.length === 0 ? (
          <Text c="dimmed">{t('baskets.noneAvailable')}</Text>
        ) : null}
        {baskets.data?.length ? (
          <Table striped aria-label={t('baskets.available')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.name')}</Table.Th>
                <Table.Th>{t('fields.description')}</Table.Th>
                <Table.Th>{t('fields.status')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {baskets.data.map((b) => {
                const isCurrent = b.uuid === current?.uuidBasket;
                return (
                  <Table.Tr key={b.uuid}>
                    <Table.Td>{b.name}</Table.Td>
                    <Table.Td>{b.description || EMPTY_VALUE}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={b.active ? 'green' : 'gray'}>
                        {b.active ? t('baskets.active') : t('baskets.inactive')}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      {isCurrent ? (
                        <Badge variant="outline">{t('baskets.inUse')}</Badge>
                      ) : !canChange ? null : (
                        <Button
                          size="xs"
                          variant="light"
                          disabled={!b.active || change.isPending}
                          aria-label={`${t('baskets.use')} ${b.name}`}
                          onClick={() => void choose(b.uuid, b.name)}
                        >
                          {t('baskets.use')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('baskets.history')}
        </Title>
        {history.isError ? <Text c="red.8">{ONBOARDING_MESSAGES.basketHistoryFailed}</Text> : null}
        {history.data && history.data.length === 0 ? <Text c="dimmed">{t('baskets.noHistory')}</Text> : null}
        {history.data?.length ? (
          <Table striped aria-label={t('baskets.history')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.name')}</Table.Th>
                <Table.Th>{t('baskets.from')}</Table.Th>
                <Table.Th>{t('baskets.until')}</Table.Th>
                <Table.Th>{t('fields.changedBy')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.map((h) => (
                <Table.Tr key={h.id}>
                  <Table.Td>{h.basketName}</Table.Td>
                  <Table.Td>{formatDateTimeSeconds(h.dateStart)}</Table.Td>
                  <Table.Td>{h.dateEnd ? formatDateTimeSeconds(h.dateEnd) : t('baskets.inUse')}</Table.Td>
                  <Table.Td>{h.changedBy}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Stack>
  );
}
