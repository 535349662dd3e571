export { changedFields, type FieldChange } from './changed-fields';
export { FieldDiff, type FieldDiffProps, FOLD_CHARS, FOLD_ITEMS, type RevealSource } from './field-diff';
export { formatRate, presentValue, type Shown, shownText } from './present-value';
