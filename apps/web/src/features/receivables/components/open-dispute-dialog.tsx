import {
  CONTRACT_EFFECT_TYPES,
  DISPUTE_REASONS,
  formatCentsBRL,
  isValidCpfCnpj,
  validationMessages,
} from '@mentor/contract';
import { type ContractEffect, disputeCreateSchema } from '@mentor/contract/receivables';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useEnumLabel } from '../../../shared/lib/options';
import {
  FormCpfCnpjInput,
  FormModal,
  FormSelect,
  FormTextarea,
  useSchemaForm,
} from '../../../shared/ui/form';
import { useOpenDispute } from '../api/use-open-dispute';

const COUNTERPART = 'Contraparte';

/**
 * The contract's dispute body, with the counterpart required first and its check digits
 * verified (the server checks the length only): a typo never reaches the registry.
 */
export const openDisputeFormSchema = disputeCreateSchema.extend({
  counterpart_document: z
    .string({ error: validationMessages.required(COUNTERPART) })
    .min(1, validationMessages.required(COUNTERPART))
    .pipe(disputeCreateSchema.shape.counterpart_document)
    .refine(isValidCpfCnpj, validationMessages.cpfCnpj(COUNTERPART)),
});

interface Props {
  unit: { id: number; cerc_code: string; contract_effects: ContractEffect[] };
  opened: boolean;
  onClose: () => void;
}

/** Opens a dispute on a receivable unit: counterpart, reason 01–08, optional effect, description. */
export function OpenDisputeDialog({ unit, opened, onClose }: Props) {
  const { t } = useTranslation('receivables');
  const label = useEnumLabel();
  const empty = { receivable_unit_id: unit.id, counterpart_document: '', description: '' };
  const form = useSchemaForm(openDisputeFormSchema, {
    defaultValues: empty,
    requiredLabels: { reason: t('disputes.form.reason') },
  });
  const dismiss = () => {
    form.reset(empty);
    onClose();
  };
  const open = useOpenDispute({ form, success: t('disputes.form.done'), onSuccess: dismiss });
  const reasons = DISPUTE_REASONS.values.map((code) => ({
    value: code,
    label: `${code} · ${label(DISPUTE_REASONS, code)}`,
  }));
  const effects = unit.contract_effects.map((e) => ({
    value: String(e.id),
    label: `${label(CONTRACT_EFFECT_TYPES, e.effect_type)} · ${e.protocol} · ${formatCentsBRL(e.amount)}`,
  }));
  return (
    <FormModal
      form={form}
      opened={opened}
      title={t('disputes.form.title', { code: unit.cerc_code })}
      onDismiss={dismiss}
      onSubmit={(input) =>
        void open.run({
          ...input,
          receivable_unit_id: unit.id,
          description: input.description ? input.description : undefined,
        })
      }
      submitLabel={t('disputes.form.submit')}
      cancelLabel={t('actions.cancel')}
      pending={open.isPending}
    >
      <FormCpfCnpjInput
        control={form.control}
        name="counterpart_document"
        label={t('disputes.form.counterpart')}
        withAsterisk
      />
      <FormSelect
        control={form.control}
        name="reason"
        label={t('disputes.form.reason')}
        data={reasons}
        withAsterisk
      />
      {effects.length > 0 ? (
        <FormSelect
          control={form.control}
          name="contract_effect_id"
          label={t('disputes.form.contract_effect')}
          data={effects}
          parse={Number}
          clearable
        />
      ) : null}
      <FormTextarea control={form.control} name="description" label={t('disputes.form.description')} />
    </FormModal>
  );
}
