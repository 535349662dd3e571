import { Badge, type BadgeProps } from '@mantine/core';
import { type EnumFamily, statusChip } from '@mentor/contract';
import { useTranslation } from 'react-i18next';

/** Props of {@link StatusChip}. */
export interface StatusChipProps extends Omit<BadgeProps, 'color' | 'children'> {
  /** Status code as sent by the server. */
  code: string | number | boolean | null | undefined;
  /** Status family, when the same code means different things in different areas. */
  family?: EnumFamily;
}

/** A chip keeps its whole label: its cell grows instead of cutting it to 'CO…'. */
const NEVER_CUT = {
  root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' },
  label: { overflow: 'visible', textOverflow: 'clip' },
} as const;

/**
 * A status as a coloured badge (spec core §3.2): the contract's label and colour for known
 * codes, the raw code for unknown ones, 'DESCONHECIDO' ('UNKNOWN' in English) when empty.
 */
export function StatusChip({ code, family, ...props }: StatusChipProps) {
  const { i18n } = useTranslation('kit');
  const chip = statusChip(code, family, i18n.language?.startsWith('en') ? 'en' : 'pt');
  return (
    <Badge color={chip.color} variant="light" styles={NEVER_CUT} {...props}>
      {chip.label}
    </Badge>
  );
}
