import { AccordionChevron, Box, Button, Collapse, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import {
  type FormEvent,
  memo,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveFilterChips } from './active-filter-chips';
import { FilterFields } from './filter-fields';
import type { FilterDefinition, FilterOption, FilterValue, FilterValues } from './filter-types';
import { validateFilterValue } from './filter-validation';
import { clearedFilterValues, completeFilterValues, emptyFilterValue } from './filter-values';
import type { KnownOptionLabels } from './format-filter-value';

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  definitions: FilterDefinition[];
  /** Applied values (usually read from the URL); the panel edits a draft until 'Buscar'. */
  values: FilterValues;
  /** Called with every filter's value (empty ones as `null`) on 'Buscar', Enter or chip removal. */
  onSearch: (values: FilterValues) => void;
  /** Called on 'Limpar'; the page resets its applied values (to its defaults). */
  onClear: () => void;
  /** Start collapsed, showing only the chips of the applied filters. Default false. */
  defaultCollapsed?: boolean;
  /** Rendered at the right of the header (saved views menu). */
  savedViews?: ReactNode;
  /** Panel title. Defaults to 'Filtros'. */
  title?: string;
  /** Fold the panel to its chips after 'Buscar', leaving the rows in view. Default false. */
  collapseOnSearch?: boolean;
}

/** Whether a filter panel has been shown since the page loaded (later ones follow a navigation). */
let panelShownBefore = false;

/**
 * The generic filter panel of every list screen (spec core §3.1): a collapsible 'Filtros'
 * panel whose header shows chips of the applied filters when collapsed. It edits a draft of
 * `values`; 'Buscar' (or Enter in a field) applies it through `onSearch` and is disabled while
 * any filter fails its rules, whose message shows under the field. The draft follows `values`
 * whenever they change from outside (back button, link, 'Limpar'). It renders again only when
 * its props change: a list passes stable definitions, values and handlers (`useListPage` does),
 * so the answers that re-render the list leave the panel and its fields alone (ADR 0620).
 */
export const FilterPanel = memo(function FilterPanel({
  definitions,
  values,
  onSearch,
  onClear,
  defaultCollapsed = false,
  savedViews,
  title,
  collapseOnSearch = false,
}: FilterPanelProps) {
  const { t } = useTranslation('kit');
  const [isOpen, { toggle, close }] = useDisclosure(!defaultCollapsed);
  const bodyId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  const applied = useMemo(() => completeFilterValues(definitions, values), [definitions, values]);
  const appliedKey = JSON.stringify(applied);
  const [syncedKey, setSyncedKey] = useState(appliedKey);
  const [draft, setDraft] = useState<FilterValues>(applied);
  if (syncedKey !== appliedKey) {
    setSyncedKey(appliedKey);
    setDraft(applied);
  }
  const [knownLabels, setKnownLabels] = useState<Record<string, KnownOptionLabels>>({});

  const errors = useMemo(() => {
    const messages: Record<string, string | null> = {};
    for (const definition of definitions) {
      messages[definition.key] = validateFilterValue(definition, draft[definition.key] ?? null);
    }
    return messages;
  }, [definitions, draft]);
  const isValid = Object.values(errors).every((error) => error === null);

  const setField = useCallback(
    (key: string, value: FilterValue) => setDraft((current) => ({ ...current, [key]: value })),
    [],
  );
  const rememberLabel = useCallback(
    (key: string, option: FilterOption) =>
      setKnownLabels((current) => ({ ...current, [key]: { ...current[key], [option.value]: option.label } })),
    [],
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValid) return;
    onSearch(draft);
    if (collapseOnSearch) {
      close();
      // The field that had focus folds away: focus stays on the panel's header.
      toggleRef.current?.focus();
    }
  };
  const handleClear = () => {
    setDraft(clearedFilterValues(definitions, draft));
    onClear();
  };
  const isRemovable = (definition: FilterDefinition) =>
    definition.clearable !== false && validateFilterValue(definition, emptyFilterValue(definition)) === null;
  const handleRemove = (definition: FilterDefinition) =>
    onSearch({ ...applied, [definition.key]: emptyFilterValue(definition) });

  const panelTitle = title ?? t('filters.title', 'Filtros');
  // After a menu click the fields mount in a render of their own, right after the screen's
  // first: a dozen inputs (each select with its dropdown machinery) would otherwise hold the
  // list's rows back. The page's first screen mounts them at once, before its rows arrive: a
  // field taller than its placeholder (a wrapped label, chips) would move the rows down.
  const [deferFields] = useState(() => panelShownBefore);
  const fieldsMounted = useDeferredValue(true, !deferFields);
  useEffect(() => {
    panelShownBefore = true;
  }, []);

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId}>
      {/* On a narrow screen the saved views move under the title and chips instead of overflowing. */}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap" miw={0} style={{ flex: '1 1 16rem' }}>
          <UnstyledButton ref={toggleRef} onClick={toggle} aria-expanded={isOpen} aria-controls={bodyId}>
            <Group gap={6} wrap="nowrap">
              <AccordionChevron
                aria-hidden
                style={{ transform: isOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
              <Text fw={600} id={titleId}>
                {panelTitle}
              </Text>
            </Group>
          </UnstyledButton>
          {isOpen ? null : (
            <ActiveFilterChips
              definitions={definitions}
              values={applied}
              knownLabels={knownLabels}
              isRemovable={isRemovable}
              onRemove={handleRemove}
            />
          )}
        </Group>
        {savedViews}
      </Group>
      <Collapse expanded={isOpen} id={bodyId}>
        <Box component="form" onSubmit={handleSubmit} noValidate aria-labelledby={titleId} pt="sm">
          <FilterFields
            definitions={definitions}
            draft={draft}
            errors={errors}
            mounted={fieldsMounted}
            onFieldChange={setField}
            onOptionPicked={rememberLabel}
          />
          <Group justify="flex-end" mt="md" gap="sm">
            <Button variant="default" type="button" onClick={handleClear}>
              {t('filters.clear', 'Limpar')}
            </Button>
            <Button type="submit" disabled={!isValid}>
              {t('filters.search', 'Buscar')}
            </Button>
          </Group>
        </Box>
      </Collapse>
    </Paper>
  );
});
