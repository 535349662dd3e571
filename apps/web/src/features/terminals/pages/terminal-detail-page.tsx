import { Badge, Card, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { formatDateTime } from '@mentor/contract';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { useRoutePath } from '../../../shared/lib/i18n';
import { useIdParam } from '../../../shared/lib/router';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryState } from '../../../shared/ui/query-state';
import { StatusChip } from '../../../shared/ui/status-chip';
import { useTerminal } from '../api/terminal-api';
import { AcquirerForm } from '../components/acquirer-form';
import { RentSettingsForm } from '../components/rent-settings-form';
import { SupplierCredentialsPanel } from '../components/supplier-credentials-panel';
import { TerminalActionsBar } from '../components/terminal-actions-bar';
import { TerminalEditForm } from '../components/terminal-edit-form';

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </Stack>
  );
}

/** A terminal: its data, status actions, edit (one-time code), automatic rent, acquirer, supplier credentials and history. */
export default function TerminalDetailPage() {
  const { t } = useTranslation('terminals');
  const pathTo = useRoutePath();
  const id = useIdParam('id');
  const terminal = useTerminal(id ?? 0);
  const canUpdate = useHasPermission('update_terminal');
  const canLink = useHasPermission('manage_terminal_links');

  if (!terminal.data)
    return <QueryState query={terminal} notFound={t('terminals.notFound')} missing={id === null} />;
  const tm = terminal.data;
  const editable = tm.actions.includes('update');

  return (
    <Stack>
      <PageTitle
        title={`${t('terminals.one')} ${tm.terminal_code}`}
        back={pathTo('/terminals')}
        breadcrumbs={[{ label: t('terminals.title'), to: pathTo('/terminals') }, { label: tm.terminal_code }]}
        actions={<TerminalActionsBar terminal={tm} />}
      />
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Field label={t('fields.status')} value={<StatusChip code={tm.status} family="terminalStatus" />} />
          <Field
            label={t('fields.blocked')}
            value={
              tm.blocked ? <Badge color="red">{t('terminals.blocked')}</Badge> : t('terminals.notBlocked')
            }
          />
          <Field label={t('fields.project')} value={tm.project.trade} />
          <Field
            label={t('fields.merchant')}
            value={tm.merchant ? `${tm.merchant.merchant_code} - ${tm.merchant.merchant_name}` : '-'}
          />
          <Field label={t('fields.serialNumber')} value={tm.equipment?.serial_number ?? '-'} />
          <Field label={t('fields.model')} value={tm.equipment?.model_label ?? '-'} />
          <Field label={t('fields.modality')} value={tm.terminal_modality?.modality ?? '-'} />
          <Field label={t('fields.supplier')} value={tm.supplier_identifier ?? '-'} />
          <Field label={t('fields.createdAt')} value={formatDateTime(tm.created_at)} />
          <Field label={t('fields.updatedAt')} value={formatDateTime(tm.updated_at)} />
        </SimpleGrid>
      </Card>
      <Tabs defaultValue="edit" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="edit">{t('tabs.edit')}</Tabs.Tab>
          <Tabs.Tab value="rent">{t('tabs.rent')}</Tabs.Tab>
          <Tabs.Tab value="acquirer">{t('tabs.acquirer')}</Tabs.Tab>
          <Tabs.Tab value="credentials">{t('tabs.credentials')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('tabs.history')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="edit" pt="md">
          <TerminalEditForm key={tm.updated_at} terminal={tm} disabled={!editable || !canUpdate} />
        </Tabs.Panel>
        <Tabs.Panel value="rent" pt="md">
          <RentSettingsForm key={tm.updated_at} terminal={tm} disabled={!editable || !canUpdate} />
        </Tabs.Panel>
        <Tabs.Panel value="acquirer" pt="md">
          <AcquirerForm
            key={tm.updated_at}
            terminal={tm}
            disabled={!tm.actions.includes('acquirer') || !canLink}
          />
        </Tabs.Panel>
        <Tabs.Panel value="credentials" pt="md">
          <SupplierCredentialsPanel terminalId={tm.id} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <HistoryPanel context="terminal" recordId={String(tm.id)} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
