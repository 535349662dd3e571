import { Badge, Button, CloseButton, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import type { CredentialDetail, IdpName } from '@mentor/contract/credentials';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionSource } from '../../../shared/lib/options';
import { clientRoleOptions, realmRoleOptions, useChangeRoles } from '../api/credential-api';

/** Permissions (client roles) and services (realm roles): remove one, or add several. */
export function CredentialRoles({
  credential,
  id,
  idp,
}: {
  credential: CredentialDetail;
  id: string;
  idp: IdpName;
}) {
  const { t } = useTranslation('credentials');
  const clientOptions = useOptionSource(clientRoleOptions(idp));
  const realmOptions = useOptionSource(realmRoleOptions(idp));
  const [addClient, setAddClient] = useState<string[]>([]);
  const [addRealm, setAddRealm] = useState<string[]>([]);
  const change = useChangeRoles(id, idp, {
    success: (_r, v) => (v.add ? t('roles.added') : t('roles.removed')),
    onSuccess: (_r, v) => {
      if (v.add) {
        setAddClient([]);
        setAddRealm([]);
      }
    },
  });
  const remove = (kind: 'client_roles' | 'realm_roles', role: string) =>
    void change.run({
      add: false,
      roles: {
        client_roles: kind === 'client_roles' ? [role] : [],
        realm_roles: kind === 'realm_roles' ? [role] : [],
      },
    });

  const chips = (kind: 'client_roles' | 'realm_roles', roles: string[]) =>
    roles.length === 0 ? (
      <Text size="sm" c="dimmed">
        {t('roles.none')}
      </Text>
    ) : (
      <Group gap="xs">
        {roles.map((role) => (
          <Badge
            key={role}
            variant="light"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={t('roles.remove', { role })}
                onClick={() => remove(kind, role)}
              />
            }
          >
            {role}
          </Badge>
        ))}
      </Group>
    );

  return (
    <Stack>
      <Title order={3} size="h5">
        {t('fields.clientRoles')}
      </Title>
      {chips('client_roles', credential.client_roles)}
      <Title order={3} size="h5">
        {t('fields.realmRoles')}
      </Title>
      {chips('realm_roles', credential.realm_roles)}
      <Group align="flex-end">
        <MultiSelect
          label={t('roles.addClient')}
          data={clientOptions.filter((o) => !credential.client_roles.includes(o.value))}
          value={addClient}
          onChange={setAddClient}
          searchable
          w={280}
        />
        <MultiSelect
          label={t('roles.addRealm')}
          data={realmOptions.filter((o) => !credential.realm_roles.includes(o.value))}
          value={addRealm}
          onChange={setAddRealm}
          searchable
          w={280}
        />
        <Button
          disabled={addClient.length + addRealm.length === 0}
          loading={change.isPending}
          onClick={() =>
            void change.run({ add: true, roles: { client_roles: addClient, realm_roles: addRealm } })
          }
        >
          {t('roles.add')}
        </Button>
      </Group>
    </Stack>
  );
}
