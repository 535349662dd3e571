import type { EnumCode, EnumDef } from '@mentor/contract';
import { useLanguage } from '../../../shared/lib/i18n';
import type { FilterOption } from '../../../shared/ui/filter-panel';

/** Options of an enumeration in the screen's language. */
export function useEnumOptions<V extends EnumCode>(def: EnumDef<V>): FilterOption[] {
  const { language } = useLanguage();
  return def.options.map((o) => ({ value: String(o.value), label: o.label[language] }));
}

/** The label of a code of an enumeration in the screen's language. */
export function useEnumLabel() {
  const { language } = useLanguage();
  return <V extends EnumCode>(def: EnumDef<V>, code: unknown) => def.label(code, language);
}
