import { Button, Group, Stack, Text } from '@mantine/core';
import { formatDateTime, maskCpfCnpj } from '@mentor/contract';
import type { MerchantGroupDetail } from '@mentor/contract/merchants';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useRoutePath } from '../../../shared/lib/i18n';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { type Column, DataTable, type DataTableState, type RowId } from '../../../shared/ui/data-table';
import { FormField, FormModal, useSchemaForm } from '../../../shared/ui/form';
import { MaskedValue } from '../../../shared/ui/masked-value';
import { useChangeGroupMembers } from '../api/use-change-group-members';
import { MerchantMultiPicker, type MerchantOption } from './merchant-picker';

type Member = MerchantGroupDetail['merchants'][number];

const associateSchema = z.object({ merchants: z.array(z.custom<MerchantOption>()) });

/** Picks merchants of the group's project and adds them to the group. */
function AssociateModal({ group, onClose }: { group: MerchantGroupDetail; onClose: () => void }) {
  const { t } = useTranslation('merchants');
  const form = useSchemaForm(associateSchema, { defaultValues: { merchants: [] } });
  const chosen = useWatch({ control: form.control, name: 'merchants' });
  const associate = useChangeGroupMembers(group.id, 'associate', {
    success: (_data, ids) => t('groups.associated', { count: ids.length }),
    form,
    fields: ['merchants'],
    // Whatever the server says of the ids sent is said under the picker.
    mapField: () => 'merchants',
    onSuccess: onClose,
  });
  const members = useMemo(() => group.merchants.map((m) => m.merchant_id), [group.merchants]);
  return (
    <FormModal
      form={form}
      opened
      title={t('groups.associateTitle', { name: group.merchant_group_name })}
      onDismiss={onClose}
      onSubmit={({ merchants }) => void associate.run(merchants.map((o) => Number(o.value)))}
      submitLabel={t('groups.associate')}
      cancelLabel={t('actions.cancel')}
      pending={associate.isPending}
      submitDisabled={chosen.length === 0}
      size="lg"
    >
      <FormField
        control={form.control}
        name="merchants"
        render={({ value, onChange, error }) => (
          <MerchantMultiPicker
            projectId={group.project_id}
            value={Array.isArray(value) ? (value as MerchantOption[]) : []}
            onChange={onChange}
            exclude={members}
            error={error}
          />
        )}
      />
    </FormModal>
  );
}

const PAGE_SIZES = [10, 25, 50, 100];

/** The group's merchants: associate (search, multi-select) and disassociate (bulk selection). */
export function MerchantGroupMembers({ group, canWrite }: { group: MerchantGroupDetail; canWrite: boolean }) {
  const { t } = useTranslation('merchants');
  const pathTo = useRoutePath();
  const [state, setState] = useState<DataTableState>({
    page: 1,
    perPage: 10,
    sortBy: 'merchant_name',
    sortDesc: false,
  });
  const [selected, setSelected] = useState<RowId[]>([]);
  const [associating, setAssociating] = useState(false);
  const disassociate = useChangeGroupMembers(group.id, 'disassociate', {
    success: t('groups.disassociated'),
    onSuccess: () => setSelected([]),
  });

  const sorted = useMemo(() => {
    const key = state.sortBy === 'added_at' ? 'added_at' : 'merchant_name';
    const rows = [...group.merchants].sort((a, b) => a[key].localeCompare(b[key], 'pt-BR'));
    return state.sortDesc ? rows.reverse() : rows;
  }, [group.merchants, state.sortBy, state.sortDesc]);
  const lastPage = Math.max(1, Math.ceil(sorted.length / state.perPage));
  const page = Math.min(state.page, lastPage);
  const rows = sorted.slice((page - 1) * state.perPage, page * state.perPage);

  const removeSelected = async () => {
    const ids = selected.map(Number);
    const ok = await confirmAction({
      title: t('groups.disassociate'),
      message: t('groups.disassociateConfirm', { count: ids.length, name: group.merchant_group_name }),
      confirmLabel: t('groups.disassociate'),
      danger: true,
    });
    if (ok) await disassociate.run(ids);
  };

  const columns: Column<Member>[] = [
    { key: 'merchant_name', header: t('fields.merchant_name'), sortable: true, pin: 'left' },
    { key: 'merchant_id', header: t('fields.id'), width: 90, copy: (m) => String(m.merchant_id) },
    {
      key: 'cpf_cnpj',
      header: t('fields.cpf_cnpj'),
      render: (m) => (
        <MaskedValue
          value={m.cpf_cnpj}
          label={t('fields.cpf_cnpj')}
          tableContext="merchant"
          recordId={m.merchant_id}
          field="cpf_cnpj"
          format={maskCpfCnpj}
        />
      ),
    },
    {
      key: 'role',
      header: t('groups.role'),
      text: (m) => (m.merchant_id === group.merchant_admin_id ? t('groups.admin') : ''),
    },
    {
      key: 'added_at',
      header: t('groups.addedAt'),
      sortable: true,
      text: (m) => formatDateTime(m.added_at),
      brasiliaTime: true,
    },
  ];

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>{t('groups.members', { count: group.merchants.length })}</Text>
        {canWrite ? <Button onClick={() => setAssociating(true)}>{t('groups.associate')}</Button> : null}
      </Group>
      <DataTable
        label={t('groups.membersLabel')}
        columns={columns}
        rows={rows}
        total={sorted.length}
        page={page}
        perPage={state.perPage}
        perPageOptions={PAGE_SIZES}
        sortBy={state.sortBy}
        sortDesc={state.sortDesc}
        onChange={setState}
        emptyText={t('groups.noMembers')}
        getRowHref={(m) => pathTo('/merchants/{id}', { id: m.merchant_id })}
        {...(canWrite
          ? {
              selection: {
                selectedIds: selected,
                onChange: setSelected,
                getRowId: (m: Member) => m.merchant_id,
              },
              bulkActions: (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  loading={disassociate.isPending}
                  onClick={() => void removeSelected()}
                >
                  {t('groups.disassociate')}
                </Button>
              ),
            }
          : {})}
      />
      {associating ? <AssociateModal group={group} onClose={() => setAssociating(false)} /> : null}
    </Stack>
  );
}
