export { enumOptions, useEnumLabel, useEnumOptions } from './enum-options';
export { defineOptionSource, type OptionSource, type SelectOption } from './option-source';
export {
  appOptions,
  channelOptions,
  mccOptions,
  projectOptions,
  useOptionSource,
  whiteLabelOptions,
} from './reference-options';
