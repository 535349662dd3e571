import { Group, Pill } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FilterDefinition, FilterValues } from './filter-types';
import { isEmptyFilterValue } from './filter-values';
import { formatFilterValue, type KnownOptionLabels } from './format-filter-value';

interface ActiveFilterChipsProps {
  definitions: FilterDefinition[];
  /** Applied values (not the draft). */
  values: FilterValues;
  knownLabels: Record<string, KnownOptionLabels>;
  /** Whether a filter's chip offers a remove button. */
  isRemovable: (definition: FilterDefinition) => boolean;
  onRemove: (definition: FilterDefinition) => void;
}

/** One "label: value" chip per applied filter, removable unless the filter is mandatory. */
export function ActiveFilterChips({
  definitions,
  values,
  knownLabels,
  isRemovable,
  onRemove,
}: ActiveFilterChipsProps) {
  const { t } = useTranslation('kit');
  const active = definitions.filter((definition) => !isEmptyFilterValue(values[definition.key]));
  if (active.length === 0) return null;
  return (
    <Group
      gap={6}
      wrap="wrap"
      miw={0}
      maw="100%"
      role="list"
      aria-label={t('filters.activeFilters', 'Filtros ativos')}
    >
      {active.map((definition) => {
        const text = `${definition.label}: ${formatFilterValue(
          definition,
          values[definition.key] ?? null,
          t,
          knownLabels[definition.key],
        )}`;
        const isRemovableChip = isRemovable(definition);
        return (
          <Pill
            key={definition.key}
            title={text}
            role="listitem"
            withRemoveButton={isRemovableChip}
            onRemove={() => onRemove(definition)}
            removeButtonProps={{
              tabIndex: 0,
              'aria-hidden': false,
              'aria-label': t('filters.removeFilter', 'Remover filtro {{label}}', {
                label: definition.label,
              }),
            }}
          >
            {text}
          </Pill>
        );
      })}
    </Group>
  );
}
