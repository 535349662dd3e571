/**
 * Status chips (spec core §3.2): a status code becomes a label and a colour. An unknown
 * code shows the raw code; an empty one shows 'DESCONHECIDO'.
 */
import { type ChipColor, ENUMS, type EnumFamily, type Lang, STATUS_FAMILIES } from './enums/index.ts';

/** What a status chip shows. */
export interface StatusChip {
  label: string;
  color: ChipColor;
}

/** Label of a chip without a status. */
export const UNKNOWN_STATUS_LABEL = { pt: 'DESCONHECIDO', en: 'UNKNOWN' } as const;

/**
 * The chip of a status code. With `family`, only that family is consulted; without it,
 * the status families are searched in {@link STATUS_FAMILIES} order.
 *
 * @example statusChip('CONFIRMED') // { label: 'CONFIRMADA', color: 'green' }
 * @example statusChip('CANCELLED', 'infractionStatus') // { label: 'Cancelado', color: 'red' }
 */
export function statusChip(
  code: string | number | boolean | null | undefined,
  family?: EnumFamily,
  lang: Lang = 'pt',
): StatusChip {
  if (code === null || code === undefined || String(code).trim() === '') {
    return { label: UNKNOWN_STATUS_LABEL[lang], color: 'gray' };
  }
  const families: readonly EnumFamily[] = family ? [family] : STATUS_FAMILIES;
  for (const name of families) {
    const found = ENUMS[name].option(code);
    if (found) return { label: found.label[lang], color: found.color ?? 'gray' };
  }
  return { label: String(code), color: 'gray' };
}
