import { zodResolver } from '@hookform/resolvers/zod';
import { validationMessages } from '@mentor/contract';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** A form whose values are checked by a contract schema before anything is sent. */
export type SchemaFormReturn<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output>;

export interface SchemaFormOptions<Input extends FieldValues, Output>
  extends Omit<UseFormProps<Input, unknown, Output>, 'resolver'> {
  /**
   * Labels of fields the schema leaves without a message of its own when empty (enumerations):
   * an empty one reads 'O campo {label} é obrigatório', like every other required field.
   */
  requiredLabels?: Partial<Record<keyof Input & string, string>>;
}

/**
 * react-hook-form bound to one of the contract's zod schemas: submitting runs the schema first
 * (with the spec's Portuguese messages) and only valid values reach the submit handler, so an
 * invalid form never sends a request nor asks for a one-time code. Fields are re-checked as they
 * change after the first submit.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  { requiredLabels = {}, ...options }: SchemaFormOptions<z.input<Schema>, z.output<Schema>> = {},
): SchemaFormReturn<z.input<Schema>, z.output<Schema>> {
  const labels: Partial<Record<string, string>> = requiredLabels;
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema, {
      error: (issue) => {
        const label = labels[String(issue.path?.[0] ?? '')];
        const empty = issue.input === undefined || issue.input === null || issue.input === '';
        return label && empty ? validationMessages.required(label) : undefined;
      },
    }),
  });
}
