import { Badge, Button, Group, Stack } from '@mantine/core';
import { formatDateTime } from '@mentor/contract';
import {
  type MerchantAcquirer,
  type MerchantDetail,
  merchantAcquirerBodySchema,
} from '@mentor/contract/merchants';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { FormSelect, FormSwitch, FormTextInput, SchemaForm, useSchemaForm } from '../../../shared/ui/form';
import { RecordTable } from '../../../shared/ui/record-table';
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
  const rows = list.data ?? [];
  return (
    <RecordTable
      rows={rows}
      rowKey={(a) => a.id}
      columns={[
        { header: t('acquirers.acquirer'), cell: (a) => a.acquirer_name },
        { header: t('acquirers.code'), cell: (a) => a.acquirer_merchant_code },
        {
          header: t('fields.blocked'),
          cell: (a) => (
            <Badge color={a.active ? 'green' : 'gray'}>{a.active ? t('active') : t('inactive')}</Badge>
          ),
        },
        { header: t('acquirers.updated'), cell: (a) => formatDateTime(a.updated_at) },
      ]}
      emptyText={t('acquirers.empty')}
      canEdit={canEdit}
      newLabel={t('acquirers.new')}
      editLabel={t('acquirers.edit')}
      editor={(current, done) => (
        <AcquirerForm
          merchant={merchant}
          current={current}
          taken={rows.map((a) => a.acquirer_id)}
          onDone={done}
        />
      )}
    />
  );
}
