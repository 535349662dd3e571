import { type ComponentPropsWithoutRef, type FormEvent, type ReactNode, useRef } from 'react';
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

export interface SchemaFormProps<Input extends FieldValues, Output>
  extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'> {
  form: UseFormReturn<Input, unknown, Output>;
  /** Called with the schema's output only when every field is valid. */
  onSubmit: SubmitHandler<Output>;
  children: ReactNode;
}

/**
 * The `<form>` of the console: browser validation off (the schema speaks the spec's messages),
 * submit checks every field first and focuses the first invalid one, and the fields below read
 * the form from context. A submit is handled once: another one while it runs (a double click,
 * Enter held) is ignored until `onSubmit` settles.
 */
export function SchemaForm<Input extends FieldValues, Output>({
  form,
  onSubmit,
  children,
  ...props
}: SchemaFormProps<Input, Output>) {
  const submitting = useRef(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (submitting.current) {
      event.preventDefault();
      return;
    }
    submitting.current = true;
    try {
      await form.handleSubmit(onSubmit)(event);
    } finally {
      submitting.current = false;
    }
  };
  return (
    <FormProvider {...form}>
      <form {...props} noValidate onSubmit={(event) => void submit(event)}>
        {children}
      </form>
    </FormProvider>
  );
}
