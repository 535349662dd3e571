import { RECEIVABLE_UNIT_STATUSES, SYNC_CHANGE_TYPES } from '@mentor/contract';
import { type ReceivableUnit, receivableUnitUpdateSchema } from '@mentor/contract/receivables';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumOptions } from '../../../shared/lib/options';
import { FormModal, FormSelect, useSchemaForm } from '../../../shared/ui/form';
import { useResendUnit } from '../api/use-resend-unit';

/** The server's rule, checked before sending: a written-off unit can only be re-created. */
export const DOWNED_UNIT_MESSAGE = 'Uma unidade baixada só pode ser recriada.';

/** The update body, refused at once when the unit is written off and the change is not R. */
export function resendUnitFormSchema(status: ReceivableUnit['status']) {
  return receivableUnitUpdateSchema.refine((v) => status !== 'CERC_UR_DOWN' || v.change_type === 'R', {
    message: DOWNED_UNIT_MESSAGE,
    path: ['change_type'],
  });
}

interface Props {
  unit: Pick<ReceivableUnit, 'id' | 'cerc_code' | 'status'>;
  opened: boolean;
  onClose: () => void;
}

/** Sends a unit to the registry again: change type (C, A, B, R) and, optionally, a new status. */
export function ResendUnitDialog({ unit, opened, onClose }: Props) {
  const { t } = useTranslation('receivables');
  const changeTypes = useEnumOptions(SYNC_CHANGE_TYPES);
  const statuses = useEnumOptions(RECEIVABLE_UNIT_STATUSES);
  const schema = useMemo(() => resendUnitFormSchema(unit.status), [unit.status]);
  const empty = { change_type: unit.status === 'CERC_UR_DOWN' ? ('R' as const) : ('A' as const) };
  const form = useSchemaForm(schema, {
    defaultValues: empty,
    requiredLabels: { change_type: t('units.update.change_type') },
  });
  const dismiss = () => {
    form.reset(empty);
    onClose();
  };
  const resend = useResendUnit({ form, success: t('units.update.done'), onSuccess: dismiss });
  return (
    <FormModal
      form={form}
      opened={opened}
      title={t('units.update.title', { code: unit.cerc_code })}
      onDismiss={dismiss}
      onSubmit={(input) => void resend.run({ id: unit.id, ...input })}
      submitLabel={t('units.update.submit')}
      cancelLabel={t('actions.cancel')}
      pending={resend.isPending}
    >
      <FormSelect
        control={form.control}
        name="change_type"
        label={t('units.update.change_type')}
        data={changeTypes}
        withAsterisk
      />
      <FormSelect
        control={form.control}
        name="status"
        label={t('units.update.status')}
        description={t('units.update.statusHint')}
        data={statuses}
        clearable
      />
    </FormModal>
  );
}
