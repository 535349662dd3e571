import { Alert, Button, Card, Group, MultiSelect, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { ProjectDetail } from '@mentor/contract/projects';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { useEnableableChannels, useEnableChannels, useMinRates } from '../api/project-api';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { runWithToast } from './notify';

const formatRate = (rate: number) =>
  `${rate.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}%`;

/** Enabled channels, channels that can be enabled, and the minimum rates of a channel. */
export function ChannelsTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  const enableable = useEnableableChannels(project.id);
  const enable = useEnableChannels(project.id);
  const [chosen, setChosen] = useState<string[]>([]);
  const [rateChannel, setRateChannel] = useState<string | null>(null);
  const minRates = useMinRates(project.id, rateChannel ? Number(rateChannel) : null);

  return (
    <Stack>
      <Card withBorder>
        <Stack>
          <Title order={4}>{t('channels.enabled')}</Title>
          {project.channels.length === 0 ? <Text c="dimmed">{t('channels.none')}</Text> : null}
          {project.channels.length > 0 ? (
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('channels.name')}</Table.Th>
                  <Table.Th>{t('channels.acquirer')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {project.channels.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{c.channel_name}</Table.Td>
                    <Table.Td>{c.acquirer.acquirer_name}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
          {enableable.error ? <Alert color="red">{errorMessage(enableable.error)}</Alert> : null}
          <Group align="end">
            <MultiSelect
              label={t('channels.enable')}
              data={(enableable.data ?? []).map((c) => ({
                value: String(c.id),
                label: `${c.channel_name} (${c.acquirer.acquirer_name})`,
              }))}
              value={chosen}
              onChange={setChosen}
              w={360}
            />
            <Button
              disabled={chosen.length === 0}
              loading={enable.isPending}
              onClick={() =>
                void runWithToast(() => enable.mutateAsync(chosen.map(Number)), t('messages.saved')).then(
                  (ok) => {
                    if (ok) {
                      setChosen([]);
                      void enableable.refetch();
                    }
                  },
                )
              }
            >
              {t('channels.enableAction')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder>
        <Stack>
          <Title order={4}>{t('channels.minRates')}</Title>
          <Select
            label={t('channels.name')}
            data={project.channels.map((c) => ({ value: String(c.id), label: c.channel_name }))}
            value={rateChannel}
            onChange={setRateChannel}
            w={300}
          />
          {minRates.error ? <Alert color="red">{errorMessage(minRates.error)}</Alert> : null}
          {minRates.data && minRates.data.length === 0 ? (
            <Text c="dimmed">{t('channels.noRates')}</Text>
          ) : null}
          {minRates.data && minRates.data.length > 0 ? (
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('spreads.brand')}</Table.Th>
                  <Table.Th>{t('spreads.operation')}</Table.Th>
                  <Table.Th>MCC</Table.Th>
                  <Table.Th>{t('channels.minRate')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {minRates.data.map((r) => (
                  <Table.Tr key={`${r.card_brand_id}-${r.operation_id}`}>
                    <Table.Td>{r.brand_name}</Table.Td>
                    <Table.Td>{r.operation_name}</Table.Td>
                    <Table.Td>{r.mcc ?? t('channels.anyMcc')}</Table.Td>
                    <Table.Td>{formatRate(r.min_rate)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
        </Stack>
      </Card>
      <HistoryPanel context="project_channel" recordId={String(project.id)} title={t('channels.history')} />
    </Stack>
  );
}
