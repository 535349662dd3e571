import { Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { channelUpdateSchema } from '@mentor/contract/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { FormModal, FormTextInput, useSchemaForm } from '../../../shared/ui/form';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { QueryError } from '../../../shared/ui/query-state';
import { useChannel, useUpdateChannel } from '../api/channel-api';

function ChannelEditModal({
  channel,
  opened,
  onClose,
}: {
  channel: { id: number; channel_name: string };
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('plans');
  const form = useSchemaForm(channelUpdateSchema, { values: { channel_name: channel.channel_name } });
  const update = useUpdateChannel(channel.id, {
    form,
    fields: ['channel_name'],
    success: t('messages.channelSaved'),
    onSuccess: () => onClose(),
  });
  return (
    <FormModal
      form={form}
      opened={opened}
      title={t('channel.edit')}
      onDismiss={onClose}
      onSubmit={(body) => void update.run(body)}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      pending={update.isPending}
    >
      <FormTextInput control={form.control} name="channel_name" label={t('channel.name')} required />
    </FormModal>
  );
}

/** The channel picked on an acquirer plan: its detail, its edit form and its history. */
export function ChannelPanel({ channelId }: { channelId: number }) {
  const { t } = useTranslation('plans');
  const channel = useChannel(channelId);
  const canEdit = useHasPermission('update_channel');
  const [editing, setEditing] = useState(false);
  if (channel.isLoading) return <Loader size="sm" aria-label={t('loading')} />;
  if (!channel.data) return <QueryError query={channel} />;
  const c = channel.data;
  return (
    <Card withBorder data-testid="channel-panel">
      <Stack>
        <Group justify="space-between">
          <Title order={4}>{t('channel.title')}</Title>
          {canEdit ? (
            <Button variant="default" size="xs" onClick={() => setEditing(true)}>
              {t('channel.edit')}
            </Button>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {[
            [t('channel.id'), String(c.id)],
            [t('channel.name'), c.channel_name],
            [t('channel.acquirer'), c.acquirer.acquirer_name],
          ].map(([label, value]) => (
            <Stack gap={0} key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text>{value}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group>
          <HistoryPanel context="channel" recordId={String(c.id)} />
        </Group>
      </Stack>
      <ChannelEditModal channel={c} opened={editing} onClose={() => setEditing(false)} />
    </Card>
  );
}
