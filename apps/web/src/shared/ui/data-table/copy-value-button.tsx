import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A small button copying an identifier to the clipboard. */
export function CopyValueButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('kit');
  return (
    <CopyButton value={value} timeout={1500}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('table.copied', 'Copiado') : t('table.copy', 'Copiar')} withArrow>
          <ActionIcon
            size="xs"
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            aria-label={t('table.copyValue', 'Copiar {{label}} {{value}}', { label, value })}
            onClick={(event) => {
              event.stopPropagation();
              copy();
            }}
          >
            <span aria-hidden style={{ fontSize: 11 }}>
              {copied ? '✓' : '⧉'}
            </span>
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
