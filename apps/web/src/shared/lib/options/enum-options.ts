import type { EnumCode, EnumDef } from '@mentor/contract';
import { useCallback } from 'react';
import type { LanguageCode } from '../i18n';
import { useLanguage } from '../i18n';
import type { SelectOption } from './option-source';

/** Options of an enumeration in a language. */
export function enumOptions<V extends EnumCode>(def: EnumDef<V>, language: LanguageCode): SelectOption[] {
  return def.options.map((option) => ({ value: String(option.value), label: option.label[language] }));
}

/** Options of an enumeration in the screen's language. */
export function useEnumOptions<V extends EnumCode>(def: EnumDef<V>): SelectOption[] {
  const { language } = useLanguage();
  return enumOptions(def, language);
}

/** The label of a code of an enumeration in the screen's language. */
export function useEnumLabel() {
  const { language } = useLanguage();
  return useCallback(
    <V extends EnumCode>(def: EnumDef<V>, code: unknown) => def.label(code, language),
    [language],
  );
}
