import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from './schema-form';
import type { SchemaFormReturn } from './use-schema-form';

export interface FormModalProps<Input extends FieldValues, Output> {
  form: SchemaFormReturn<Input, Output>;
  opened: boolean;
  title: ReactNode;
  /** Closes without sending (see {@link useFormDismiss}: the fields go back to their defaults). */
  onDismiss: () => void;
  /** Called with the schema's output once every field is valid. */
  onSubmit: SubmitHandler<Output>;
  submitLabel: string;
  /** The dismiss button's label; 'Cancelar' by default. */
  cancelLabel?: string;
  /** The submit button is red (a refusal, a reproval). */
  danger?: boolean;
  pending: boolean;
  /** What the dialog is about, above the fields. */
  intro?: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** Width of the dialog ('lg', '100%'…); Mantine's default otherwise. */
  size?: ModalProps['size'];
  /** The submit button cannot be pressed (nothing to send yet). */
  submitDisabled?: boolean;
  /** Shown beside the buttons, at the start of the footer (a hint, a secondary link). */
  footer?: ReactNode;
}

/**
 * A dialog holding one form: its fields, then 'Cancelar' and the submit button, which shows the
 * request running. The schema checks every field before `onSubmit` runs, so an invalid form
 * never asks for a one-time code.
 */
export function FormModal<Input extends FieldValues, Output>({
  form,
  opened,
  title,
  onDismiss,
  onSubmit,
  submitLabel,
  cancelLabel,
  danger = false,
  pending,
  intro,
  children,
  size,
  submitDisabled = false,
  footer,
}: FormModalProps<Input, Output>) {
  const { t } = useTranslation('kit');
  return (
    <Modal
      opened={opened}
      onClose={onDismiss}
      centered
      title={title}
      {...(size === undefined ? {} : { size })}
      closeButtonProps={{ 'aria-label': t('formModal.closeDialog') }}
    >
      {intro}
      <SchemaForm form={form} onSubmit={onSubmit}>
        <Stack>
          {children}
          <Group justify={footer ? 'space-between' : 'flex-end'}>
            {footer}
            <Group justify="flex-end">
              <Button variant="default" onClick={onDismiss}>
                {cancelLabel ?? t('formModal.cancel')}
              </Button>
              <Button
                type="submit"
                color={danger ? 'red' : undefined}
                loading={pending}
                disabled={submitDisabled}
              >
                {submitLabel}
              </Button>
            </Group>
          </Group>
        </Stack>
      </SchemaForm>
    </Modal>
  );
}

/** Resets the form to its defaults, then closes: what 'Cancelar', the X and a success do. */
export function useFormDismiss<Input extends FieldValues, Output>(
  form: SchemaFormReturn<Input, Output>,
  onClose: () => void,
): () => void {
  return () => {
    form.reset();
    onClose();
  };
}
