import { Stack, Text } from '@mantine/core';
import { BASKET_FREQUENCIES, formatCentsBRL } from '@mentor/contract';
import { type BasketOperation, basketOperationUpdateSchema } from '@mentor/contract/risk';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useEnumLabel, useEnumOptions } from '../../../shared/lib/options';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
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
  const label = useEnumLabel();

  /** A fee reaches every customer of the basket: the change is read back, old → new, before it is sent. */
  const save = async (current: BasketOperation, input: z.output<typeof basketOperationUpdateSchema>) => {
    const changes = [
      current.description !== (input.description ?? current.description)
        ? [t('fields.description'), current.description, input.description ?? '']
        : null,
      current.amount !== input.amount
        ? [t('fields.fee'), formatCentsBRL(current.amount), formatCentsBRL(input.amount)]
        : null,
      current.freeQuantity !== input.freeQuantity
        ? [t('fields.freeQuantity'), String(current.freeQuantity), String(input.freeQuantity)]
        : null,
      current.frequency !== input.frequency
        ? [
            t('fields.frequency'),
            label(BASKET_FREQUENCIES, current.frequency),
            label(BASKET_FREQUENCIES, input.frequency),
          ]
        : null,
    ].filter((change): change is string[] => change !== null);
    const confirmed = await confirmAction({
      title: t('baskets.confirmTitle', { operation: current.operation }),
      message: (
        <Stack gap={4} data-testid="basket-operation-changes">
          <Text size="sm">{changes.length ? t('baskets.confirmIntro') : t('baskets.confirmNothing')}</Text>
          {changes.map(([field, before, after]) => (
            <Text key={field} size="sm">
              {field}: {before} → {after}
            </Text>
          ))}
        </Stack>
      ),
      confirmLabel: t('baskets.confirm'),
    });
    if (confirmed) await update.run({ uuid: current.uuid, input });
  };

  return (
    <FormModal
      form={form}
      opened={operation !== null}
      title={t('baskets.editOperation', { operation: operation?.operation ?? '' })}
      onDismiss={onClose}
      onSubmit={(input) => void (operation && save(operation, input))}
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
