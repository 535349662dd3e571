import type { FilterDefinition } from '../filter-panel';
import { merchantFilterOptions } from './merchant-filter-options';

/** A list's merchant filter: searched by name, sent as the merchant's id. */
export interface MerchantFilterDefinition<K extends string = string> extends FilterDefinition {
  key: K;
  type: 'autocomplete';
  loadOptions: typeof merchantFilterOptions;
}

/**
 * The filter of a list that takes a merchant id (`key`, the query and API parameter): the
 * operator types a name, code, whole CPF/CNPJ or id and picks "name — masked document (id)";
 * the value sent is the merchant's id, as a typed id was. `label` is the list's own label (a
 * translation key in a list declaration).
 */
export function merchantFilter<K extends string>(key: K, label: string): MerchantFilterDefinition<K> {
  return { key, label, type: 'autocomplete', loadOptions: merchantFilterOptions };
}
