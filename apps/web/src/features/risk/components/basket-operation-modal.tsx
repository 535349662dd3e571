import { BASKET_FREQUENCIES } from '@mentor/contract';
import { type BasketOperation, basketOperationUpdateSchema } from '@mentor/contract/risk';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumOptions } from '../../../shared/lib/options';
import {
  FormCurrencyInput,
  FormModal,
  FormNumberInput,
  FormSelect,
  FormTextInput,
  useSchemaForm,
} from '../../../shared/ui/form';
import { useUpdateBasketOperation } from '../api/use-baskets';

/** Edits a basket operation: description, fee in cents, free uses and frequency. */
export function BasketOperationModal({
  operation,
  onClose,
}: {
  operation: BasketOperation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('risk');
  const frequencies = useEnumOptions(BASKET_FREQUENCIES);
  const form = useSchemaForm(basketOperationUpdateSchema);
  useEffect(() => {
    if (operation) {
      form.reset({
        uuid: operation.uuid,
        uuidBasket: operation.uuidBasket,
        description: operation.description,
        amount: operation.amount,
        freeQuantity: operation.freeQuantity,
        frequency: operation.frequency,
      });
    }
  }, [operation, form]);
  const update = useUpdateBasketOperation({ form, success: t('baskets.operationSaved'), onSuccess: onClose });

  return (
    <FormModal
      form={form}
      opened={operation !== null}
      title={t('baskets.editOperation', { operation: operation?.operation ?? '' })}
      onDismiss={onClose}
      onSubmit={(input) => void (operation && update.run({ uuid: operation.uuid, input }))}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.back')}
      pending={update.isPending}
    >
      <FormTextInput control={form.control} name="description" label={t('fields.description')} />
      <FormCurrencyInput control={form.control} name="amount" label={t('fields.fee')} withAsterisk />
      <FormNumberInput
        control={form.control}
        name="freeQuantity"
        label={t('fields.freeQuantity')}
        min={0}
        withAsterisk
      />
      <FormSelect
        control={form.control}
        name="frequency"
        label={t('fields.frequency')}
        data={frequencies}
        withAsterisk
      />
    </FormModal>
  );
}
