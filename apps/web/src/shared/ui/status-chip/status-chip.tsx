import { Badge, type BadgeProps } from '@mantine/core';
import { type StatusFamily, statusChip } from '@mentor/contract';
import { useTranslation } from 'react-i18next';

/** Props of {@link StatusChip}. */
export interface StatusChipProps extends Omit<BadgeProps, 'color' | 'children'> {
  /** Status code as sent by the server. */
  code: string | number | null | undefined;
  /** Status family, when the same code means different things in different areas. */
  family?: StatusFamily;
}

/**
 * A status as a coloured badge (spec core §3.2): the contract's label and colour for known
 * codes, the raw code for unknown ones, 'DESCONHECIDO' when empty.
 */
export function StatusChip({ code, family, ...props }: StatusChipProps) {
  const { t, i18n } = useTranslation('kit');
  const isEmpty = code === null || code === undefined || String(code).trim() === '';
  if (isEmpty) {
    return (
      <Badge color="gray" variant="light" {...props}>
        {t('status.unknown', 'DESCONHECIDO')}
      </Badge>
    );
  }
  const lang = i18n.language?.startsWith('en') ? 'en' : 'pt';
  const chip = statusChip(code, family, lang);
  return (
    <Badge color={chip.color} variant="light" {...props}>
      {chip.label}
    </Badge>
  );
}
