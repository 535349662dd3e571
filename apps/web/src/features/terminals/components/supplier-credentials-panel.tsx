import { Button, Code, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime } from '@mentor/contract';
import {
  SUPPLIER_CREDENTIAL_PAGE_SIZE_OPTIONS,
  type SupplierCredentialSecret,
  supplierCredentialBodySchema,
  TERMINAL_MESSAGES,
} from '@mentor/contract/terminals';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { useOptionSource } from '../../../shared/lib/options';
import { useShowError } from '../../../shared/ui/error-feedback';
import { FormModal, FormPasswordInput, FormTextInput, useSchemaForm } from '../../../shared/ui/form';
import { PageControls } from '../../../shared/ui/pagination';
import { StatusChip } from '../../../shared/ui/status-chip';
import {
  type CredentialTarget,
  fetchCredentials,
  revealCredential,
  useCreateCredential,
} from '../api/terminal-api';
import { supplierOptions } from '../api/terminal-options';
import { terminalKeys } from '../api/terminal-query-keys';

const EMPTY = { data: [], total: 0, lastPage: 1 };

/**
 * Supplier credentials of a project or a terminal (spec core §2.5, §8): 10, 50 or 100 per page
 * ('Credenciais por página'); a failed load toasts and empties the list; the secret is shown
 * only after a one-time code.
 */
export function SupplierCredentialsPanel({
  projectId,
  terminalId,
}: {
  projectId?: number | null;
  terminalId?: number | null;
}) {
  const { t } = useTranslation('terminals');
  const suppliers = useOptionSource(supplierOptions);
  const [supplier, setSupplier] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(SUPPLIER_CREDENTIAL_PAGE_SIZE_OPTIONS[0]);
  const [creating, setCreating] = useState(false);
  const [revealed, setRevealed] = useState<SupplierCredentialSecret | null>(null);
  const canCreate = useHasPermission('manage_supplier_credentials');
  const showError = useShowError();
  const canReveal = useHasPermission('reveal_supplier_credential');
  const activeSupplier = supplier ?? suppliers[0]?.value ?? null;
  const target: CredentialTarget = { projectId, terminalId, supplier: activeSupplier };
  const hasTarget = Boolean(projectId || terminalId);
  const query = useQuery({
    queryKey: terminalKeys.credentials({ ...target, page, perPage }),
    queryFn: () => fetchCredentials(target, page, perPage),
    enabled: hasTarget && (!terminalId || activeSupplier !== null),
    retry: false,
  });

  useEffect(() => {
    if (!hasTarget) notifications.show({ color: 'red', message: TERMINAL_MESSAGES.credentialTarget });
  }, [hasTarget]);
  useEffect(() => {
    if (query.error) {
      showError(query.error, { message: TERMINAL_MESSAGES.credentialLoadFailed });
      setPage(1);
      setPerPage(10);
    }
  }, [query.error, showError]);

  const data = query.error ? EMPTY : (query.data ?? EMPTY);

  const reveal = async (id: number) => {
    try {
      setRevealed(await revealCredential(id));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        {terminalId ? (
          <Select
            label={t('fields.supplier')}
            data={suppliers}
            value={activeSupplier}
            onChange={(v) => {
              setSupplier(v);
              setPage(1);
            }}
            w={240}
          />
        ) : (
          <span />
        )}
        {canCreate && hasTarget ? (
          <Button onClick={() => setCreating(true)}>{t('credentials.create')}</Button>
        ) : null}
      </Group>
      <Table aria-label={t('credentials.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.id')}</Table.Th>
            <Table.Th>{t('fields.supplier')}</Table.Th>
            <Table.Th>{t('credentials.type')}</Table.Th>
            <Table.Th>{t('credentials.username')}</Table.Th>
            <Table.Th>{t('credentials.createdAt')}</Table.Th>
            <Table.Th>{t('fields.status')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.data.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={7}>{t('credentials.empty')}</Table.Td>
            </Table.Tr>
          ) : (
            data.data.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.id}</Table.Td>
                <Table.Td>{c.supplier_name}</Table.Td>
                <Table.Td>{c.credential_type}</Table.Td>
                <Table.Td>{c.username}</Table.Td>
                <Table.Td>{formatDateTime(c.created_at)}</Table.Td>
                <Table.Td>
                  <StatusChip code={c.status} family="supplierCredentialStatus" />
                </Table.Td>
                <Table.Td>
                  {canReveal ? (
                    <Button size="xs" variant="subtle" onClick={() => void reveal(c.id)}>
                      {t('credentials.reveal')}
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Group gap="xs">
          <Text size="sm">{t('credentials.perPage')}</Text>
          <Select
            aria-label={t('credentials.perPage')}
            data={SUPPLIER_CREDENTIAL_PAGE_SIZE_OPTIONS.map(String)}
            value={String(perPage)}
            onChange={(v) => {
              setPerPage(Number(v ?? 10));
              setPage(1);
            }}
            w={90}
          />
          <Text size="sm">{t('credentials.total', { count: data.total })}</Text>
        </Group>
        <PageControls total={data.lastPage} value={page} onChange={setPage} />
      </Group>
      <CredentialModal
        opened={creating}
        onClose={() => setCreating(false)}
        target={target}
        supplier={activeSupplier}
        suppliers={suppliers}
      />
      <Modal opened={revealed !== null} onClose={() => setRevealed(null)} title={t('credentials.secret')}>
        {revealed ? (
          <Stack>
            <Text size="sm">
              {revealed.supplier_name} · {revealed.username}
            </Text>
            <Code block>{revealed.secret}</Code>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}

function CredentialModal({
  opened,
  onClose,
  target,
  supplier,
  suppliers,
}: {
  opened: boolean;
  onClose: () => void;
  target: CredentialTarget;
  supplier: string | null;
  suppliers: { value: string; label: string }[];
}) {
  const { t } = useTranslation('terminals');
  const [chosen, setChosen] = useState<string | null>(supplier);
  const form = useSchemaForm(supplierCredentialBodySchema, {
    defaultValues: { username: '', secret: '', credential_type: 'API' },
  });
  const create = useCreateCredential(target, {
    form,
    success: t('messages.credentialCreated'),
    onSuccess: () => {
      form.reset();
      onClose();
    },
  });
  const { control } = form;
  return (
    <FormModal
      form={form}
      opened={opened}
      title={t('credentials.create')}
      onDismiss={onClose}
      onSubmit={(body) =>
        void create.run({ ...body, supplier: chosen ?? supplier ?? '', type: body.credential_type })
      }
      submitLabel={t('actions.save')}
      pending={create.isPending}
      submitDisabled={!(chosen ?? supplier)}
    >
      <Select
        label={t('fields.supplier')}
        data={suppliers}
        value={chosen ?? supplier}
        onChange={setChosen}
        required
      />
      <FormTextInput control={control} name="credential_type" label={t('credentials.type')} />
      <FormTextInput control={control} name="username" label={t('credentials.username')} required />
      <FormPasswordInput control={control} name="secret" label={t('credentials.secret')} required />
    </FormModal>
  );
}
