import { Grid } from '@mantine/core';
import { memo } from 'react';
import { FilterField } from './filter-field';
import type { FilterDefinition, FilterOption, FilterValue, FilterValues } from './filter-types';

interface FilterFieldSlotProps {
  definition: FilterDefinition;
  value: FilterValue;
  error: string | null;
  onFieldChange: (key: string, value: FilterValue) => void;
  onOptionPicked: (key: string, option: FilterOption) => void;
}

/** One field, rendered again only when its own definition, value or message changes. */
const FilterFieldSlot = memo(function FilterFieldSlot({
  definition,
  value,
  error,
  onFieldChange,
  onOptionPicked,
}: FilterFieldSlotProps) {
  return (
    <FilterField
      definition={definition}
      value={value}
      onChange={(next) => onFieldChange(definition.key, next)}
      onOptionPicked={(option) => onOptionPicked(definition.key, option)}
      error={error}
    />
  );
});

/** Props of {@link FilterFields}. */
export interface FilterFieldsProps {
  definitions: FilterDefinition[];
  /** The values being edited. */
  draft: FilterValues;
  /** Each filter's message, or null when its value passes its rules. */
  errors: Record<string, string | null>;
  /** False while the fields wait for their own render: placeholders of their height stand in. */
  mounted: boolean;
  /** Must keep one identity (the fields are memoised on it). */
  onFieldChange: (key: string, value: FilterValue) => void;
  /** Must keep one identity (the fields are memoised on it). */
  onOptionPicked: (key: string, option: FilterOption) => void;
}

/**
 * The filter panel's grid of fields. It renders only when the definitions, the draft or the
 * messages change, never because the list around it did (an answer, a page, a selection), and
 * typing in one field renders that field alone.
 */
export const FilterFields = memo(function FilterFields({
  definitions,
  draft,
  errors,
  mounted,
  onFieldChange,
  onOptionPicked,
}: FilterFieldsProps) {
  return (
    <Grid gap="sm">
      {definitions.map((definition) => (
        <Grid.Col key={definition.key} span={{ base: 12, sm: 6, md: definition.size ?? 3 }}>
          {mounted ? (
            <FilterFieldSlot
              definition={definition}
              value={draft[definition.key] ?? null}
              error={errors[definition.key] ?? null}
              onFieldChange={onFieldChange}
              onOptionPicked={onOptionPicked}
            />
          ) : (
            // The field's place (label and input), kept so the panel does not jump.
            <div style={{ height: 58 }} aria-hidden />
          )}
        </Grid.Col>
      ))}
    </Grid>
  );
});
