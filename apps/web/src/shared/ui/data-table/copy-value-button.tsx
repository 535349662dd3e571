import { ActionIcon, CopyButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CopyIcon } from '../icons/icons';

/**
 * A small button copying an identifier to the clipboard. Its hint is the browser's own
 * tooltip: a table shows dozens of these, and a floating tooltip per cell made every page of
 * rows slower to render.
 */
export function CopyValueButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('kit');
  return (
    <CopyButton value={value} timeout={1500}>
      {({ copied, copy }) => (
        <ActionIcon
          size="xs"
          variant="subtle"
          color={copied ? 'teal' : 'gray'}
          title={copied ? t('table.copied', 'Copiado') : t('table.copy', 'Copiar')}
          aria-label={t('table.copyValue', 'Copiar {{label}} {{value}}', { label, value })}
          onClick={(event) => {
            event.stopPropagation();
            copy();
          }}
        >
          {copied ? <CheckIcon size={12} /> : <CopyIcon size={12} />}
        </ActionIcon>
      )}
    </CopyButton>
  );
}
