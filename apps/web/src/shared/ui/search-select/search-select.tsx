import { Loader, Select } from '@mantine/core';
import type { Ref } from 'react';

/** One record offered by a {@link SearchSelect}. */
export interface SearchChoice {
  value: string;
  label: string;
}

export interface SearchSelectProps {
  label: string;
  description?: string | undefined;
  placeholder: string;
  /** Offered records, already matched by the server for `search`. */
  options: SearchChoice[];
  value: string | null;
  search: string;
  onSearchChange: (search: string) => void;
  onChange: (choice: SearchChoice | null) => void;
  /** A search is waiting or running: the field shows a labelled spinner. */
  loading: boolean;
  /** What the open list says when it offers nothing (type more, searching, nothing found, error). */
  nothingFound: string;
  searchingLabel: string;
  clearLabel: string;
  error?: string | undefined;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  name?: string | undefined;
  onBlur?: (() => void) | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

const serverFiltered = ({ options }: { options: unknown[] }) => options as never;

/**
 * The shell of the kit's record pickers (merchant, equipment): a searchable select whose options
 * the server matched, saying why the list is empty, with a labelled spinner and clear button.
 * Keyboard: type, arrows, Enter; Escape closes.
 */
export function SearchSelect({
  label,
  description,
  placeholder,
  options,
  value,
  search,
  onSearchChange,
  onChange,
  loading,
  nothingFound,
  searchingLabel,
  clearLabel,
  error,
  disabled,
  required,
  name,
  onBlur,
  ref,
}: SearchSelectProps) {
  return (
    <Select
      ref={ref}
      name={name}
      label={label}
      description={description}
      placeholder={placeholder}
      searchable
      clearable
      data={options}
      filter={serverFiltered}
      value={value}
      searchValue={search}
      onSearchChange={onSearchChange}
      onChange={(next) => onChange(options.find((o) => o.value === next) ?? null)}
      onBlur={onBlur}
      nothingFoundMessage={nothingFound}
      rightSection={loading ? <Loader size="xs" aria-label={searchingLabel} /> : undefined}
      error={error}
      disabled={disabled ?? false}
      required={required ?? false}
      clearButtonProps={{ 'aria-label': clearLabel }}
    />
  );
}
