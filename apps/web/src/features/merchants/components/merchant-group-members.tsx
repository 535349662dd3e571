import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDateTime, maskCpfCnpj } from '@mentor/contract';
import type { MerchantGroupDetail } from '@mentor/contract/merchants';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { type Column, DataTable, type DataTableState, type RowId } from '../../../shared/ui/data-table';
import { MaskedValue } from '../../../shared/ui/masked-value';
import { useChangeGroupMembers } from '../api/use-change-group-members';
import { MerchantMultiPicker, type MerchantOption } from './merchant-picker';

type Member = MerchantGroupDetail['merchants'][number];

/** Picks merchants of the group's project and adds them to the group. */
function AssociateModal({ group, onClose }: { group: MerchantGroupDetail; onClose: () => void }) {
  const { t } = useTranslation('merchants');
  const [chosen, setChosen] = useState<MerchantOption[]>([]);
  const [error, setError] = useState<string | undefined>();
  const associate = useChangeGroupMembers(group.id, 'associate', {
    success: t('groups.associated', { count: chosen.length }),
    form: {
      getValues: () => ({ merchant_ids: chosen }),
      setError: (_name, message) => setError(message.message),
    },
    onSuccess: onClose,
  });
  const members = useMemo(() => group.merchants.map((m) => m.merchant_id), [group.merchants]);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('groups.associateTitle', { name: group.merchant_group_name })}
      size="lg"
    >
      <Stack>
        <MerchantMultiPicker
          projectId={group.project_id}
          value={chosen}
          onChange={(v) => {
            setChosen(v);
            setError(undefined);
          }}
          exclude={members}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            disabled={chosen.length === 0}
            loading={associate.isPending}
            onClick={() => void associate.run(chosen.map((o) => Number(o.value)))}
          >
            {t('groups.associate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
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
