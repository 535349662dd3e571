import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** A form whose values are checked by a contract schema before anything is sent. */
export type SchemaFormReturn<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output>;

/**
 * react-hook-form bound to one of the contract's zod schemas: submitting runs the schema first
 * (with the spec's Portuguese messages) and only valid values reach the submit handler, so an
 * invalid form never sends a request nor asks for a one-time code. Fields are re-checked as they
 * change after the first submit.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): SchemaFormReturn<z.input<Schema>, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema),
  });
}
