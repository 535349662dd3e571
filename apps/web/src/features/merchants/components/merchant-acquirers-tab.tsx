import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@mentor/contract';
import {
  type MerchantAcquirer,
  type MerchantDetail,
  merchantAcquirerBodySchema,
} from '@mentor/contract/merchants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { FormSelect, FormSwitch, FormTextInput, SchemaForm, useSchemaForm } from '../../../shared/ui/form';
import { useAcquirerOptions } from '../api/use-acquirer-options';
import { useMerchantAcquirers } from '../api/use-merchant-acquirers';
import { useSaveMerchantAcquirer } from '../api/use-save-merchant-acquirer';

/** Registers the merchant at an acquirer, or edits a registration (code, active). */
function AcquirerForm({
  merchant,
  current,
  taken,
  onDone,
}: {
  merchant: MerchantDetail;
  current: MerchantAcquirer | null;
  taken: number[];
  onDone: () => void;
}) {
  const { t } = useTranslation('merchants');
  const acquirers = useAcquirerOptions();
  const form = useSchemaForm(merchantAcquirerBodySchema, {
    defaultValues: {
      acquirer_id: current?.acquirer_id,
      acquirer_merchant_code: current?.acquirer_merchant_code ?? '',
      active: current?.active ?? true,
    } as never,
    requiredLabels: { acquirer_id: t('acquirers.acquirer') },
  });
  const save = useSaveMerchantAcquirer(merchant.id, current ? 'update' : 'create', {
    form,
    success: t('acquirers.saved'),
    onSuccess: onDone,
  });
  const options = (acquirers.data ?? [])
    .filter((a) => current?.acquirer_id === a.id || !taken.includes(a.id))
    .map((a) => ({ value: String(a.id), label: a.acquirer_name }));
  return (
    <SchemaForm form={form} onSubmit={(body) => void save.run(body)} aria-label={t('acquirers.form')}>
      <Stack>
        <FormSelect
          control={form.control}
          name="acquirer_id"
          label={t('acquirers.acquirer')}
          data={options}
          parse={Number}
          disabled={current !== null}
          required
        />
        <FormTextInput
          control={form.control}
          name="acquirer_merchant_code"
          label={t('acquirers.code')}
          required
        />
        <FormSwitch control={form.control} name="active" label={t('active')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
}

/** The merchant's registrations at acquirers: register and edit. */
export function MerchantAcquirersTab({ merchant }: { merchant: MerchantDetail }) {
  const { t } = useTranslation('merchants');
  const list = useMerchantAcquirers(merchant.id);
  const canEdit = useHasPermission('manage_merchant_acquirers', true) && !merchant.deleted;
  const [editing, setEditing] = useState<MerchantAcquirer | 'new' | null>(null);
  const rows = list.data ?? [];
  return (
    <Stack>
      {canEdit ? (
        <Group justify="flex-end">
          <Button variant="light" onClick={() => setEditing('new')}>
            {t('acquirers.new')}
          </Button>
        </Group>
      ) : null}
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('acquirers.empty')}
        </Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('acquirers.acquirer')}</Table.Th>
              <Table.Th>{t('acquirers.code')}</Table.Th>
              <Table.Th>{t('fields.blocked')}</Table.Th>
              <Table.Th>{t('acquirers.updated')}</Table.Th>
              {canEdit ? <Table.Th /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{a.acquirer_name}</Table.Td>
                <Table.Td>{a.acquirer_merchant_code}</Table.Td>
                <Table.Td>
                  <Badge color={a.active ? 'green' : 'gray'}>{a.active ? t('active') : t('inactive')}</Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(a.updated_at)}</Table.Td>
                {canEdit ? (
                  <Table.Td>
                    <Button size="xs" variant="subtle" onClick={() => setEditing(a)}>
                      {t('acquirers.edit')}
                    </Button>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('acquirers.new') : t('acquirers.edit')}
      >
        {editing !== null ? (
          <AcquirerForm
            merchant={merchant}
            current={editing === 'new' ? null : editing}
            taken={rows.map((a) => a.acquirer_id)}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
