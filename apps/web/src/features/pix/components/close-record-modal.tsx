import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../../shared/lib/options';
import {
  type ConfirmedMutation,
  FormModal,
  FormSelect,
  FormTextarea,
  type SchemaFormReturn,
} from '../../../shared/ui/form';

export interface CloseRecordModalProps<Input extends FieldValues, Output> {
  /** The open record being closed; null keeps the dialog closed. */
  uuid: string | null;
  /** The record's close form, holding `analysisResult` and `analysisDetails`. */
  form: SchemaFormReturn<Input, Output>;
  title: string;
  /** The analysis results the operator may choose. */
  results: SelectOption[];
  onDismiss: () => void;
  /** The record's close call. */
  close: Pick<ConfirmedMutation<unknown, { uuid: string; input: Output }>, 'run' | 'isPending'>;
  /** Fields asked by some results, between the result and the details. */
  children?: ReactNode;
}

/** Closes an open infraction or refund with its analysis: the result, then the details. */
export function CloseRecordModal<Input extends FieldValues, Output>({
  uuid,
  results,
  close,
  children,
  ...modal
}: CloseRecordModalProps<Input, Output>) {
  const { t } = useTranslation('pix');
  return (
    <FormModal
      {...modal}
      opened={uuid !== null}
      onSubmit={(input) => void (uuid && close.run({ uuid, input }))}
      submitLabel={t('actions.close')}
      cancelLabel={t('actions.back')}
      pending={close.isPending}
    >
      <FormSelect name="analysisResult" label={t('fields.analysisResult')} data={results} withAsterisk />
      {children}
      <FormTextarea
        name="analysisDetails"
        label={t('fields.analysisDetails')}
        autosize
        minRows={3}
        withAsterisk
      />
    </FormModal>
  );
}
