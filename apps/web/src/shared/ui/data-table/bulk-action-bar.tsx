import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface BulkActionBarProps {
  count: number;
  /** What the selection adds up to, beside the count ('Total: R$ 1.234,56'). */
  summary?: ReactNode;
  onClear: () => void;
  children?: ReactNode;
}

/** Shown while rows are selected: the count (and what they add up to), the page's bulk actions and 'Limpar seleção'. */
export function BulkActionBar({ count, summary, onClear, children }: BulkActionBarProps) {
  const { t } = useTranslation('kit');
  return (
    <Group gap="sm" role="region" aria-label={t('table.bulkActions', 'Ações em lote')}>
      <Text size="sm" fw={600} aria-live="polite">
        {t('table.selectedCount', '{{count}} selecionado(s)', { count })}
        {summary ? <span data-testid="selection-summary"> · {summary}</span> : null}
      </Text>
      {children}
      <Button variant="subtle" size="xs" onClick={onClear}>
        {t('table.clearSelection', 'Limpar seleção')}
      </Button>
    </Group>
  );
}
