import { SimpleGrid, Text } from '@mantine/core';
import {
  BILLET_DISCOUNT_TYPES,
  BILLET_FEE_TYPES,
  BILLET_PENALTY_TYPES,
  formatCentsBRL,
} from '@mentor/contract';
import { type Billet, billetUpdateBodySchema } from '@mentor/contract/billets';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEnumOptions } from '../../../shared/lib/options';
import { FormDayInput, FormModal, FormSelect, useSchemaForm } from '../../../shared/ui/form';
import { useUpdateBillet } from '../api/billet-actions';
import { ChargeValueInput } from './charge-value-input';

interface Props {
  billet: Billet | null;
  onClose: () => void;
}

const feeKind = (type: number) => (type === 1 ? 'amount' : type === 5 ? 'none' : 'percent');
const penaltyKind = (type: number) => (type === 1 ? 'amount' : type === 3 ? 'none' : 'percent');
const discountKind = (type: number) => (type === 1 ? 'amount' : type === 0 ? 'none' : 'percent');

/** Changes an open billet's due date, fees, penalty and discount (2nd doc §7, §9). */
export function BilletEditModal({ billet, onClose }: Props) {
  return billet ? <BilletEditForm billet={billet} onDone={onClose} /> : null;
}

function BilletEditForm({ billet, onDone }: { billet: Billet; onDone: () => void }) {
  const { t } = useTranslation('billets');
  const feeOptions = useEnumOptions(BILLET_FEE_TYPES).map((o) => ({
    ...o,
    disabled: BILLET_FEE_TYPES.option(o.value)?.disabled ?? false,
  }));
  const penaltyOptions = useEnumOptions(BILLET_PENALTY_TYPES);
  const discountOptions = useEnumOptions(BILLET_DISCOUNT_TYPES);
  const form = useSchemaForm(billetUpdateBodySchema, {
    defaultValues: {
      due_date: billet.due_date,
      fee_type: billet.fee_type,
      fee_value: billet.fee_value,
      penalty_type: billet.penalty_type,
      penalty_value: billet.penalty_value,
      discount_type: billet.discount_type,
      discount_value: billet.discount_value,
      discount_limit_date: billet.discount_limit_date ?? '',
    },
  });
  const { control, setValue } = form;
  const [feeType, penaltyType, discountType] = useWatch({
    control,
    name: ['fee_type', 'penalty_type', 'discount_type'],
  }).map(Number) as [number, number, number];
  // An exempt type carries no value.
  useEffect(() => {
    if (feeKind(feeType) === 'none') setValue('fee_value', 0);
    if (penaltyKind(penaltyType) === 'none') setValue('penalty_value', 0);
    if (discountKind(discountType) === 'none') {
      setValue('discount_value', 0);
      setValue('discount_limit_date', '');
    }
  }, [feeType, penaltyType, discountType, setValue]);
  const update = useUpdateBillet({ form, success: t('edit.saved'), onSuccess: onDone });

  return (
    <FormModal
      form={form}
      opened
      title={t('edit.title')}
      onDismiss={onDone}
      onSubmit={(body) => void update.run({ billet, body })}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.back')}
      pending={update.isPending}
      size="lg"
    >
      <Text size="sm" c="dimmed">
        {t('edit.summary', { ourNumber: billet.our_number, value: formatCentsBRL(billet.billet_value) })}
      </Text>
      <FormDayInput control={control} name="due_date" label={t('fields.due_date')} required />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormSelect
          control={control}
          name="fee_type"
          label={t('fields.fee_type')}
          data={feeOptions}
          parse={Number}
          allowDeselect={false}
        />
        <ChargeValueInput
          control={control}
          name="fee_value"
          label={t('fields.fee_value')}
          kind={feeKind(feeType)}
        />
        <FormSelect
          control={control}
          name="penalty_type"
          label={t('fields.penalty_type')}
          data={penaltyOptions}
          parse={Number}
          allowDeselect={false}
        />
        <ChargeValueInput
          control={control}
          name="penalty_value"
          label={t('fields.penalty_value')}
          kind={penaltyKind(penaltyType)}
        />
        <FormSelect
          control={control}
          name="discount_type"
          label={t('fields.discount_type')}
          data={discountOptions}
          parse={Number}
          allowDeselect={false}
        />
        <ChargeValueInput
          control={control}
          name="discount_value"
          label={t('fields.discount_value')}
          kind={discountKind(discountType)}
        />
      </SimpleGrid>
      {discountKind(discountType) !== 'none' ? (
        <FormDayInput control={control} name="discount_limit_date" label={t('fields.discount_limit_date')} />
      ) : null}
    </FormModal>
  );
}
