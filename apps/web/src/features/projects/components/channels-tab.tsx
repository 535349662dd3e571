import { Button, Card, Group, MultiSelect, Select, Stack, Table, Text, Title } from '@mantine/core';
import { enableChannelsBodySchema, type ProjectDetail } from '@mentor/contract/projects';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../../shared/lib/i18n';
import { FormField, SchemaForm, useSchemaForm } from '../../../shared/ui/form';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { QueryError } from '../../../shared/ui/query-state';
import { useEnableableChannels, useEnableChannels, useMinRates } from '../api/project-api';

const RATE_DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 4 };

/** Enabled channels, channels that can be enabled, and the minimum rates of a channel. */
export function ChannelsTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  const formatNumber = useFormatNumber();
  const formatRate = (rate: number) => `${formatNumber(rate, RATE_DIGITS)}%`;
  const enableable = useEnableableChannels(project.id);
  const form = useSchemaForm(enableChannelsBodySchema, { defaultValues: { channel_ids: [] } });
  const enable = useEnableChannels(project.id, {
    form,
    success: t('messages.saved'),
    onSuccess: async () => {
      form.reset({ channel_ids: [] });
      await enableable.refetch();
    },
  });
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
          <QueryError query={enableable} />
          <SchemaForm form={form} onSubmit={({ channel_ids }) => void enable.run(channel_ids)}>
            <Group align="start">
              <FormField
                control={form.control}
                name="channel_ids"
                render={({ value, onChange, ...field }) => (
                  <MultiSelect
                    {...field}
                    label={t('channels.enable')}
                    data={(enableable.data ?? []).map((c) => ({
                      value: String(c.id),
                      label: `${c.channel_name} (${c.acquirer.acquirer_name})`,
                    }))}
                    value={Array.isArray(value) ? value.map(String) : []}
                    onChange={(ids) => onChange(ids.map(Number))}
                    w={360}
                  />
                )}
              />
              <Button type="submit" mt={25} loading={enable.isPending}>
                {t('channels.enableAction')}
              </Button>
            </Group>
          </SchemaForm>
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
          <QueryError query={minRates} />
          {minRates.data && minRates.data.length === 0 ? (
            <Text c="dimmed">{t('channels.noRates')}</Text>
          ) : null}
          {minRates.data && minRates.data.length > 0 ? (
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('spreads.brand')}</Table.Th>
                  <Table.Th>{t('spreads.operation')}</Table.Th>
                  <Table.Th>{t('channels.mcc')}</Table.Th>
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
