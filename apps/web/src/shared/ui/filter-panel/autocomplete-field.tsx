import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterDefinition, FilterOption } from './filter-types';

interface AutocompleteFieldProps {
  definition: FilterDefinition;
  value: string | null;
  onChange: (value: string | null, option: FilterOption | null) => void;
  /** The label of a value the field did not pick (read from the address or a saved view). */
  onResolved?: (option: FilterOption) => void;
  error: string | null;
}

function uniqueOptions(options: FilterOption[]): FilterOption[] {
  const seen = new Set<string>();
  return options.filter((option) => {
    if (seen.has(option.value)) return false;
    seen.add(option.value);
    return true;
  });
}

/**
 * Searchable single choice whose options come from `definition.loadOptions(search)` (called
 * after a short pause in typing); falls back to filtering `definition.options` locally.
 */
export function AutocompleteField({
  definition,
  value,
  onChange,
  onResolved,
  error,
}: AutocompleteFieldProps) {
  const { t } = useTranslation('kit');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, definition.config?.debounceMs ?? 300);
  const [loaded, setLoaded] = useState<FilterOption[]>([]);
  const [selected, setSelected] = useState<FilterOption | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const loaderRef = useRef(definition.loadOptions);
  loaderRef.current = definition.loadOptions;
  const minSearchLength = definition.config?.minSearchLength ?? 0;
  const hasLoader = definition.loadOptions !== undefined;

  useEffect(() => {
    const load = loaderRef.current;
    if (!load || debouncedSearch.length < minSearchLength) return;
    let isCurrent = true;
    setIsLoading(true);
    load(debouncedSearch)
      .then((options) => {
        if (isCurrent) setLoaded(options);
      })
      .catch(() => {
        if (isCurrent) setLoaded([]);
      })
      .finally(() => {
        if (isCurrent) setIsLoading(false);
      });
    return () => {
      isCurrent = false;
    };
  }, [debouncedSearch, minSearchLength]);

  // A value the operator did not pick here (a reload, a shared link, a saved view) is looked up
  // once with the loader, so the field and its chip show its label rather than the raw value.
  const resolvedRef = useRef(onResolved);
  resolvedRef.current = onResolved;
  const known =
    value === null ||
    selected?.value === value ||
    (definition.options ?? []).some((o) => o.value === value) ||
    loaded.some((o) => o.value === value);
  useEffect(() => {
    const load = loaderRef.current;
    if (known || value === null || !load) return;
    let isCurrent = true;
    load(value)
      .then((options) => {
        const match = options.find((o) => o.value === value);
        if (!isCurrent || !match) return;
        setSelected(match);
        resolvedRef.current?.(match);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [known, value]);

  const data = uniqueOptions([
    ...(selected && selected.value === value ? [selected] : []),
    ...(definition.options ?? []),
    ...loaded,
  ]);

  return (
    <Select
      label={definition.label}
      placeholder={definition.placeholder ?? t('filters.searchPlaceholder', 'Digite para buscar')}
      searchable
      clearable={definition.clearable !== false}
      clearButtonProps={{
        'aria-label': t('filters.clearField', 'Limpar {{label}}', { label: definition.label }),
      }}
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={hasLoader ? ({ options }) => options : undefined}
      nothingFoundMessage={
        isLoading
          ? t('filters.loadingOptions', 'Carregando...')
          : t('filters.noOptions', 'Nenhuma opção encontrada')
      }
      rightSection={
        isLoading ? <Loader size="xs" aria-label={t('filters.loadingOptions', 'Carregando...')} /> : undefined
      }
      onChange={(next, option) => {
        const picked = next !== null && option ? { value: next, label: option.label } : null;
        setSelected(picked);
        onChange(next, picked);
      }}
      error={error}
    />
  );
}
