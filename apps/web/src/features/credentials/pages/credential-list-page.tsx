import { Badge, Button, Group } from '@mantine/core';
import { formatDateTime } from '@mentor/contract';
import type { Credential, CredentialSecretAnswer } from '@mentor/contract/credentials';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { credentialListFor } from '../api/credential-lists';
import { useIdp } from '../api/use-idp';

const CreateCredentialModal = onDemand(
  () => import('../components/create-credential-modal').then((m) => m.CreateCredentialModal),
  (props) => props.opened,
);

const SecretOnceModal = onDemand(
  () => import('../components/secret-once-modal').then((m) => m.SecretOnceModal),
  (props) => props.answer !== null,
);

/** Credentials with every filter of the spec, 10 per page; "Nova credencial" creates one. */
export default function CredentialListPage() {
  const { t } = useTranslation('credentials');
  const pathTo = useRoutePath();
  const navigate = useNavigate();
  const idp = useIdp();
  const model = useListPage(credentialListFor(idp));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CredentialSecretAnswer | null>(null);
  const href = (row: { credential_id: string; id: number }) =>
    pathTo('/credentials/{credential}', { credential: idp === 'mentor' ? row.id : row.credential_id });

  const columns: Column<Credential>[] = [
    { key: 'client_name', header: t('fields.clientName'), pin: 'left' },
    { key: 'client_id', header: t('fields.clientId'), copy: (r) => r.client_id },
    { key: 'project', header: t('fields.project'), text: (r) => r.project_trade ?? String(r.project_id) },
    {
      key: 'merchant',
      header: t('fields.merchant'),
      text: (r) => r.merchant_name ?? (r.merchant_id ? String(r.merchant_id) : '—'),
    },
    { key: 'realm_roles', header: t('fields.realmRoles'), text: (r) => r.realm_roles.join(', ') },
    { key: 'client_roles', header: t('fields.clientRoles'), text: (r) => r.client_roles.join(', ') },
    {
      key: 'last_used_at',
      header: t('fields.lastUsedAt'),
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          {r.last_used_at ? formatDateTime(r.last_used_at) : t('never')}
          {r.unused ? (
            <Badge color="orange" variant="light" size="sm">
              {t('unused')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'enabled',
      header: t('fields.status'),
      pin: 'right',
      render: (r) => (
        <Badge color={r.enabled ? 'green' : 'gray'} variant="light">
          {r.enabled ? t('enabled') : t('disabled')}
        </Badge>
      ),
    },
  ];

  return (
    <ListPage
      model={model}
      title={t('title')}
      columns={columns}
      emptyText={t('empty')}
      rowName={(r) => r.client_name}
      getRowHref={href}
      headerActions={<Button onClick={() => setCreating(true)}>{t('create.open')}</Button>}
    >
      <CreateCredentialModal
        idp={idp}
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(answer) => {
          setCreating(false);
          setCreated(answer);
        }}
      />
      <SecretOnceModal
        answer={created}
        onClose={() => {
          const answer = created;
          setCreated(null);
          if (answer && idp === 'mentor')
            void navigate({ to: pathTo('/credentials/{credential}', { credential: answer.id }) });
        }}
      />
    </ListPage>
  );
}
