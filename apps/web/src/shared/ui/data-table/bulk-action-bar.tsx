import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface BulkActionBarProps {
  count: number;
  onClear: () => void;
  children?: ReactNode;
}

/** Shown while rows are selected: the count, the page's bulk actions and 'Limpar seleção'. */
export function BulkActionBar({ count, onClear, children }: BulkActionBarProps) {
  const { t } = useTranslation('kit');
  return (
    <Group gap="sm" role="region" aria-label={t('table.bulkActions', 'Ações em lote')}>
      <Text size="sm" fw={600} aria-live="polite">
        {t('table.selectedCount', '{{count}} selecionado(s)', { count })}
      </Text>
      {children}
      <Button variant="subtle" size="xs" onClick={onClear}>
        {t('table.clearSelection', 'Limpar seleção')}
      </Button>
    </Group>
  );
}
