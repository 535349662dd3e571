import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatDateTime } from '@mentor/contract';
import type { CredentialSecretAnswer } from '@mentor/contract/credentials';
import { Link, useParams } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { useShowError } from '../../../shared/ui/error-feedback';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { LoaderBox } from '../../../shared/ui/loader-box';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryState } from '../../../shared/ui/query-state';
import { askReason } from '../../../shared/ui/reason-fields';
import { ScrollTable } from '../../../shared/ui/scroll-table';
import {
  downloadProjectCertificate,
  useCredential,
  useEffectivePermissions,
  useToggleCredential,
} from '../api/credential-api';
import { useIdp } from '../api/use-idp';
import { CredentialRoles } from '../components/credential-roles';
import { EditMappersModal } from '../components/edit-mappers-modal';
import { ResetSecretModal } from '../components/reset-secret-modal';
import { SecretOnceModal } from '../components/secret-once-modal';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children ?? '—'}
      </Text>
    </Stack>
  );
}

/** One credential: mappers, roles, secrets with expiry and last use, traffic, toggle, reset. */
export default function CredentialDetailPage() {
  const { t } = useTranslation('credentials');
  const showError = useShowError();
  const pathTo = useRoutePath();
  const idp = useIdp();
  const params: Record<string, unknown> = useParams({ strict: false });
  const id = typeof params.credential === 'string' && params.credential !== '' ? params.credential : null;
  const detail = useCredential(id, idp);
  const { data } = detail;
  const [resetting, setResetting] = useState(false);
  const [secret, setSecret] = useState<CredentialSecretAnswer | null>(null);
  const [showEffective, setShowEffective] = useState(false);
  const [editingMappers, setEditingMappers] = useState(false);
  const toggle = useToggleCredential(id ?? '', idp, {
    success: (_r, v) => (v.enabled ? t('toggle.enabledDone') : t('toggle.disabledDone')),
  });
  const effective = useEffectivePermissions(id ?? '', idp, showEffective && id !== null);

  async function askToggle() {
    if (!data) return;
    const enabling = !data.enabled;
    const reason = await askReason({
      title: enabling ? t('toggle.enableTitle') : t('toggle.disableTitle'),
      message: enabling ? (
        t('toggle.enableMessage')
      ) : (
        <Stack gap="xs">
          <Text size="sm">{t('toggle.disableMessage')}</Text>
          <Alert color={data.tokens_last_24h > 0 ? 'orange' : 'gray'}>
            {t('toggle.traffic', { count: data.tokens_last_24h })}
          </Alert>
        </Stack>
      ),
      confirmLabel: enabling ? t('toggle.enable') : t('toggle.disable'),
      danger: !enabling,
    });
    if (!reason) return;
    await toggle.run({ enabled: enabling, ...reason });
  }

  async function exportCertificate(projectId: number) {
    try {
      const blob = await downloadProjectCertificate(projectId);
      if (!(blob instanceof Blob)) return;
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `project-${projectId}.crt`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (err) {
      showError(err);
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle title={data ? data.client_name : t('detailTitle')} />
        <Anchor component={Link} to={pathTo('/credentials')}>
          {t('actions.backToList')}
        </Anchor>
      </Group>
      {id === null ? <Alert color="yellow">{t('missingId')}</Alert> : null}
      <QueryState query={detail} />
      {data && id ? (
        <>
          <Paper withBorder p="md">
            <Stack>
              <Group justify="space-between">
                <Group gap="xs">
                  <Badge
                    color={data.enabled ? 'green' : 'gray'}
                    variant="light"
                    data-testid="credential-status"
                  >
                    {data.enabled ? t('enabled') : t('disabled')}
                  </Badge>
                  {data.unused ? (
                    <Badge color="orange" variant="light">
                      {t('unused')}
                    </Badge>
                  ) : null}
                  <Code>{data.client_id}</Code>
                </Group>
                <Group gap="xs">
                  <Button variant="light" onClick={() => setResetting(true)}>
                    {t('secret.reset')}
                  </Button>
                  <Button variant="default" onClick={() => void exportCertificate(data.project_id)}>
                    {t('actions.exportCertificate')}
                  </Button>
                  <Button
                    color={data.enabled ? 'red' : 'green'}
                    variant="light"
                    loading={toggle.isPending}
                    onClick={() => void askToggle()}
                  >
                    {data.enabled ? t('toggle.disable') : t('toggle.enable')}
                  </Button>
                </Group>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                <Item label={t('fields.project')}>{data.project_trade ?? data.project_id}</Item>
                <Item label={t('fields.merchant')}>{data.merchant_name ?? data.merchant_id}</Item>
                <Item label={t('fields.realm')}>{data.realm}</Item>
                <Item label={t('fields.createdAt')}>{formatDateTime(data.created_at)}</Item>
                <Item label={t('fields.lastUsedAt')}>
                  {data.last_used_at ? formatDateTime(data.last_used_at) : t('never')}
                </Item>
                <Item label={t('fields.tokens24h')}>{data.tokens_last_24h}</Item>
                <Item label={t('fields.mappers')}>
                  <Code>{`project_id=${data.mappers.project_id}`}</Code>{' '}
                  {data.mappers.merchant_id ? <Code>{`merchant_id=${data.mappers.merchant_id}`}</Code> : null}{' '}
                  <Button size="compact-xs" variant="subtle" onClick={() => setEditingMappers(true)}>
                    {t('mappers.edit')}
                  </Button>
                </Item>
              </SimpleGrid>
            </Stack>
          </Paper>

          <Paper withBorder p="md">
            <CredentialRoles credential={data} id={id} idp={idp} />
          </Paper>

          <Paper withBorder p="md">
            <Stack>
              <Title order={3} size="h5">
                {t('secret.listTitle')}
              </Title>
              <ScrollTable>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('fields.secretHint')}</Table.Th>
                    <Table.Th>{t('fields.status')}</Table.Th>
                    <Table.Th>{t('fields.createdAt')}</Table.Th>
                    <Table.Th>{t('fields.lastUsedAt')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.secrets.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Td>
                        <Code>…{s.hint}</Code>
                      </Table.Td>
                      <Table.Td>
                        {s.current
                          ? t('secret.current')
                          : t('secret.until', { when: s.expires_at ? formatDateTime(s.expires_at) : '' })}
                      </Table.Td>
                      <Table.Td>
                        {formatDateTime(s.created_at)} · {s.created_by}
                      </Table.Td>
                      <Table.Td>{s.last_used_at ? formatDateTime(s.last_used_at) : t('never')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </ScrollTable>
            </Stack>
          </Paper>

          <Paper withBorder p="md">
            <Stack>
              <Group justify="space-between">
                <Title order={3} size="h5">
                  {t('effective.title')}
                </Title>
                {!showEffective ? (
                  <Button variant="subtle" onClick={() => setShowEffective(true)}>
                    {t('effective.show')}
                  </Button>
                ) : null}
              </Group>
              {effective.isLoading ? <LoaderBox /> : null}
              {effective.data && effective.data.length === 0 ? (
                <Text size="sm">{t('effective.none')}</Text>
              ) : null}
              {effective.data && effective.data.length > 0 ? (
                <ScrollTable>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('fields.service')}</Table.Th>
                      <Table.Th>{t('fields.requestType')}</Table.Th>
                      <Table.Th>{t('fields.path')}</Table.Th>
                      <Table.Th>{t('fields.clientRole')}</Table.Th>
                      <Table.Th>{t('effective.allowed')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {effective.data.map((p) => (
                      <Table.Tr key={`${p.service}-${p.request_type}-${p.path}`}>
                        <Table.Td>{p.service_name}</Table.Td>
                        <Table.Td>{p.request_type}</Table.Td>
                        <Table.Td>
                          <Code>{p.path}</Code>
                        </Table.Td>
                        <Table.Td>{p.client_role ?? '—'}</Table.Td>
                        <Table.Td>
                          <Badge color={p.allowed ? 'green' : 'gray'} variant="light">
                            {p.allowed ? t('effective.yes') : t('effective.no')}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </ScrollTable>
              ) : null}
            </Stack>
          </Paper>

          <HistoryPanel
            context="credential"
            recordId={idp === 'mentor' ? String(data.id) : data.credential_id}
          />
          <ResetSecretModal
            id={id}
            idp={idp}
            opened={resetting}
            onClose={() => setResetting(false)}
            onReset={setSecret}
          />
          <SecretOnceModal answer={secret} onClose={() => setSecret(null)} />
          <EditMappersModal
            credential={data}
            id={id}
            idp={idp}
            opened={editingMappers}
            onClose={() => setEditingMappers(false)}
          />
        </>
      ) : null}
    </Stack>
  );
}
