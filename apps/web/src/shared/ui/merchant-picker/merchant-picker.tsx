import { type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nothingFoundText, SearchSelect } from '../search-select';
import type { MerchantChoice } from './merchant-option';
import { MERCHANT_SEARCH_MIN, useMerchantChoices } from './use-merchant-choices';

export interface MerchantPickerProps {
  /** Project whose merchants are offered; nothing is searched until one is chosen. */
  projectId: number | null;
  value: number | null;
  onChange: (id: number | null) => void;
  /** How the merchant already saved reads before any search (name and id). */
  saved?: MerchantChoice | null;
  label: string;
  description?: string;
  error?: string | undefined;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One merchant of a project, searched by name, code, id or whole CPF/CNPJ and shown as
 * "name — masked document (id)". Keyboard: type, arrows, Enter; Escape closes.
 */
export function MerchantPicker({
  projectId,
  value,
  onChange,
  saved,
  label,
  description,
  error,
  disabled,
  required,
  name,
  onBlur,
  ref,
}: MerchantPickerProps) {
  const { t } = useTranslation('kit');
  const [picked, setPicked] = useState<MerchantChoice | null>(saved ?? null);
  const chosen = useMemo(
    () =>
      value === null
        ? null
        : picked?.value === String(value)
          ? picked
          : { value: String(value), label: `#${value}` },
    [value, picked],
  );
  const [search, setSearch] = useState(chosen?.label ?? '');
  useEffect(() => {
    if (value === null) return;
    if (saved && saved.value === String(value)) setPicked(saved);
  }, [saved, value]);
  // A merchant belongs to one project: choosing another project clears it.
  const project = useRef(projectId);
  useEffect(() => {
    if (project.current === projectId) return;
    project.current = projectId;
    if (value !== null) {
      setPicked(null);
      setSearch('');
      onChange(null);
    }
  }, [projectId, value, onChange]);
  const typed = search === chosen?.label ? '' : search;
  const { options, ready, loading, error: failed } = useMerchantChoices(typed, projectId, chosen);
  const nothing = nothingFoundText(t, 'merchantPicker', {
    error: failed,
    projectId,
    ready,
    loading,
    min: MERCHANT_SEARCH_MIN,
  });
  return (
    <SearchSelect
      ref={ref}
      name={name}
      label={label}
      description={description}
      placeholder={t('merchantPicker.placeholder')}
      options={options}
      value={chosen?.value ?? null}
      search={search}
      onSearchChange={setSearch}
      onChange={(option) => {
        setPicked(option);
        onChange(option ? Number(option.value) : null);
      }}
      onBlur={onBlur}
      loading={loading}
      nothingFound={nothing}
      searchingLabel={t('merchantPicker.searching')}
      clearLabel={t('merchantPicker.clear')}
      error={error}
      disabled={disabled}
      required={required}
    />
  );
}
