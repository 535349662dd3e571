export { type ApplyServerErrorOptions, applyServerError, type FormErrorTarget } from './apply-server-error';
export {
  type BoundField,
  FormField,
  FormMultiSelect,
  FormNumberInput,
  FormPasswordInput,
  FormSelect,
  FormSwitch,
  FormTextarea,
  FormTextInput,
} from './form-fields';
export {
  FormBankSelect,
  FormCpfCnpjInput,
  FormCurrencyInput,
  FormDayInput,
  FormPercentInput,
  FormPhoneInput,
} from './form-inputs';
export { FormModal, type FormModalProps, useFormDismiss } from './form-modal';
export { SchemaForm, type SchemaFormProps } from './schema-form';
export {
  type ConfirmedMutation,
  type ConfirmedMutationOptions,
  type ConfirmedMutationUi,
  useConfirmedMutation,
} from './use-confirmed-mutation';
export { useLeaveGuard } from './use-leave-guard';
export { type SchemaFormOptions, type SchemaFormReturn, useSchemaForm } from './use-schema-form';
