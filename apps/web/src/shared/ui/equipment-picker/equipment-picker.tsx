import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nothingFoundText, type SearchChoice, SearchSelect } from '../search-select';
import { EQUIPMENT_SEARCH_MIN, useEquipmentChoices } from './use-equipment-choices';

export interface EquipmentPickerProps {
  /** Project whose free equipment is offered. */
  projectId: number | null;
  /** The chosen serial number. */
  value: string | null;
  onChange: (serial: string | null) => void;
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
 * A free piece of equipment of a project, found by its serial number (typed or scanned, any part
 * of it) and shown as "serial — model (code)". Keyboard: type, arrows, Enter; Escape closes.
 */
export function EquipmentPicker({
  projectId,
  value,
  onChange,
  label,
  description,
  error,
  disabled,
  required,
  name,
  onBlur,
  ref,
}: EquipmentPickerProps) {
  const { t } = useTranslation('kit');
  const [picked, setPicked] = useState<SearchChoice | null>(null);
  const chosen = value === null ? null : picked?.value === value ? picked : { value, label: value };
  const [search, setSearch] = useState('');
  const typed = search === chosen?.label ? '' : search;
  const { options, ready, loading, error: failed } = useEquipmentChoices(typed, projectId, chosen);
  const nothing = nothingFoundText(t, 'equipmentPicker', {
    error: failed,
    projectId,
    ready,
    loading,
    min: EQUIPMENT_SEARCH_MIN,
  });
  return (
    <SearchSelect
      ref={ref}
      name={name}
      label={label}
      description={description}
      placeholder={t('equipmentPicker.placeholder')}
      options={options}
      value={chosen?.value ?? null}
      search={search}
      onSearchChange={setSearch}
      onChange={(option) => {
        setPicked(option);
        onChange(option ? option.value : null);
      }}
      onBlur={onBlur}
      loading={loading}
      nothingFound={nothing}
      searchingLabel={t('equipmentPicker.searching')}
      clearLabel={t('equipmentPicker.clear')}
      error={error}
      disabled={disabled}
      required={required}
    />
  );
}
