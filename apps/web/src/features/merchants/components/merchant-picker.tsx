import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { maskCpfCnpj } from '@mentor/contract';
import type { MerchantListItem } from '@mentor/contract/merchants';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantSearch } from '../api/use-merchant-search';

export interface MerchantOption {
  value: string;
  label: string;
}

/** How a merchant reads in a picker: name and masked CPF/CNPJ. */
export function merchantOption(
  m: Pick<MerchantListItem, 'id' | 'merchant_name' | 'cpf_cnpj'>,
): MerchantOption {
  return { value: String(m.id), label: `${m.merchant_name} · ${maskCpfCnpj(m.cpf_cnpj)}` };
}

/** Options found for the typed text, keeping the ones already chosen (the server filters). */
function useMerchantOptions(
  search: string,
  projectId: number | null,
  chosen: MerchantOption[],
  exclude: number[],
) {
  const [debounced] = useDebouncedValue(search, 250);
  const found = useMerchantSearch(debounced, projectId);
  const options = useMemo(() => {
    const byValue = new Map(chosen.map((o) => [o.value, o]));
    for (const m of found.data?.data ?? []) {
      if (!exclude.includes(m.id) && !byValue.has(String(m.id))) byValue.set(String(m.id), merchantOption(m));
    }
    return [...byValue.values()];
  }, [chosen, found.data, exclude]);
  return { options, loading: found.isFetching };
}

const NONE: number[] = [];
const serverFiltered = ({ options }: { options: unknown[] }) => options as never;

interface MultiProps {
  projectId: number | null;
  value: MerchantOption[];
  onChange: (value: MerchantOption[]) => void;
  /** Merchants not offered (already members). */
  exclude?: number[];
  label?: string;
  error?: string | undefined;
}

/** Several merchants of a project, searched by name, code or CPF/CNPJ. */
export function MerchantMultiPicker({ projectId, value, onChange, exclude, label, error }: MultiProps) {
  const { t } = useTranslation('merchants');
  const [search, setSearch] = useState('');
  const { options } = useMerchantOptions(search, projectId, value, exclude ?? NONE);
  return (
    <MultiSelect
      label={label ?? t('picker.merchants')}
      placeholder={t('picker.placeholder')}
      searchable
      clearable
      data={options}
      filter={serverFiltered}
      value={value.map((o) => o.value)}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(ids) => onChange(ids.flatMap((id) => options.filter((o) => o.value === id)))}
      nothingFoundMessage={search.trim().length >= 2 ? t('picker.nothing') : t('picker.typeMore')}
      error={error}
    />
  );
}

interface SingleProps {
  projectId: number | null;
  value: MerchantOption | null;
  onChange: (value: MerchantOption | null) => void;
  label: string;
  error?: string | undefined;
  disabled?: boolean;
}

/** One merchant of a project, searched by name, code or CPF/CNPJ. */
export function MerchantSelect({ projectId, value, onChange, label, error, disabled }: SingleProps) {
  const { t } = useTranslation('merchants');
  const [search, setSearch] = useState(value?.label ?? '');
  const chosen = useMemo(() => (value ? [value] : []), [value]);
  const { options } = useMerchantOptions(search === value?.label ? '' : search, projectId, chosen, NONE);
  return (
    <Select
      label={label}
      placeholder={t('picker.placeholder')}
      searchable
      clearable
      data={options}
      filter={serverFiltered}
      value={value?.value ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(options.find((o) => o.value === id) ?? null)}
      nothingFoundMessage={t('picker.nothing')}
      error={error}
      disabled={disabled ?? false}
    />
  );
}
