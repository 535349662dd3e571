import { Card, Group, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { formatRate } from '@mentor/contract/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { useIdParam } from '../../../shared/lib/router';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryError, QueryState } from '../../../shared/ui/query-state';
import { useAcquirer, useAcquirerMdr } from '../api/acquirer-api';
import { ChannelPanel } from '../components/channel-panel';

/**
 * An acquirer plan: its channels (the one picked with its detail, edit form and history) and the
 * MDR it charges on it per card brand and operation, by MCC.
 */
export default function AcquirerDetailPage() {
  const { t } = useTranslation('plans');
  const pathTo = useRoutePath();
  const id = useIdParam('id');
  const acquirer = useAcquirer(id ?? 0);
  const [channel, setChannel] = useState<string | null>(null);
  const [mcc, setMcc] = useState('');
  const channelId = channel ?? (acquirer.data?.channels[0] ? String(acquirer.data.channels[0].id) : null);
  const mdr = useAcquirerMdr(id ?? 0, channelId ? Number(channelId) : null, /^\d{4}$/.test(mcc) ? mcc : '');
  if (!acquirer.data) return <QueryState query={acquirer} notFound={t('notFound')} missing={id === null} />;
  const a = acquirer.data;
  return (
    <Stack>
      <PageTitle
        title={a.acquirer_name}
        back={pathTo('/plans/acquirer')}
        breadcrumbs={[
          { label: t('acquirer.title'), to: pathTo('/plans/acquirer') },
          { label: a.acquirer_name },
        ]}
      />
      <Card withBorder>
        <Group align="end">
          <Select
            label={t('fields.channel')}
            data={a.channels.map((c) => ({ value: String(c.id), label: c.channel_name }))}
            value={channelId}
            onChange={setChannel}
            allowDeselect={false}
          />
          <TextInput
            label={t('fields.mcc')}
            value={mcc}
            onChange={(e) => setMcc(e.currentTarget.value)}
            w={120}
          />
        </Group>
      </Card>
      {channelId ? <ChannelPanel channelId={Number(channelId)} /> : null}
      <Title order={4}>{t('channel.mdr')}</Title>
      <QueryError query={mdr} />
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('grid.brand')}</Table.Th>
            <Table.Th>{t('grid.operation')}</Table.Th>
            <Table.Th>{t('fields.mcc')}</Table.Th>
            <Table.Th>{t('grid.rate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(mdr.data ?? []).map((r) => (
            <Table.Tr key={`${r.card_brand_id}-${r.operation_id}`}>
              <Table.Td>{r.brand_name}</Table.Td>
              <Table.Td>{r.operation_name}</Table.Td>
              <Table.Td>{r.mcc ?? t('acquirer.anyMcc')}</Table.Td>
              <Table.Td>{formatRate(r.rate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
