import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime, maskCpfCnpj } from '@mentor/contract';
import { RISK_MESSAGES } from '@mentor/contract/risk';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { useUuidParam } from '../../../shared/lib/router';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryState } from '../../../shared/ui/query-state';
import { useManagedEntry } from '../api/use-blacklist';
import { BlacklistEntryModal } from '../components/blacklist-entry-modal';

/** One blacklist manager entry, with its edit dialog. */
export default function BlacklistEntryPage() {
  const { t } = useTranslation('risk');
  const pathTo = useRoutePath();
  const uuid = useUuidParam();
  const detail = useManagedEntry(uuid);
  const { data } = detail;
  const [editing, setEditing] = useState(false);

  const item = (label: string, value: string) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );

  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle title={t('manager.viewTitle')} />
        <Anchor component={Link} to={pathTo('/blacklist-manager')}>
          {t('actions.backToList')}
        </Anchor>
      </Group>
      {uuid === null ? <Alert color="yellow">{RISK_MESSAGES.routeWithoutUuid}</Alert> : null}
      <QueryState query={detail} />
      {data ? (
        <Paper withBorder p="md">
          <Stack>
            <Group justify="flex-end">
              <Button onClick={() => setEditing(true)}>{t('actions.edit')}</Button>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {item(t('fields.fullName'), data.fullName)}
              {item(t('fields.document'), maskCpfCnpj(data.documentNumber))}
              {item(t('fields.temporary'), data.temporary ? t('common.yes') : t('common.no'))}
              {item(t('fields.expiresAt'), data.expiresAt ? formatDateTime(data.expiresAt) : '-')}
              {item(t('fields.dateRegister'), formatDateTime(data.dateRegister))}
              {item(t('fields.dateUpdate'), formatDateTime(data.dateUpdate))}
            </SimpleGrid>
          </Stack>
        </Paper>
      ) : null}
      <BlacklistEntryModal
        mode={editing ? 'edit' : null}
        entry={data ?? null}
        onClose={() => setEditing(false)}
      />
    </Stack>
  );
}
