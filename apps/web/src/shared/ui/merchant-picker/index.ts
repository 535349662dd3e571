export { FormMerchantPicker } from './form-merchant-picker';
export { type MerchantFilterDefinition, merchantFilter } from './merchant-filter';
export { merchantFilterOptions } from './merchant-filter-options';
export { type MerchantChoice, merchantChoice, savedMerchantChoice } from './merchant-option';
export { MerchantPicker, type MerchantPickerProps } from './merchant-picker';
