import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CopyIcon } from '../icons/icons';

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
            {copied ? <CheckIcon size={12} /> : <CopyIcon size={12} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
