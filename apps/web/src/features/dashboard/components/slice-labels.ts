import { CARD_BRANDS, OPERATIONS, TRANSACTION_STATUSES } from '@mentor/contract';
import type { TpvSlice } from '@mentor/contract/dashboard';
import type { ChartLanguage } from '../../../shared/ui/charts';

export type SliceKind = 'channel' | 'card_brand' | 'operation' | 'status';

const NO_BRAND = { pt: 'SEM BANDEIRA', en: 'NO BRAND' } as const;

/**
 * The spec label of a dashboard slice in the screen's language: statuses, operations and
 * card brands from the contract's enumerations (the server's name when the code is unknown);
 * channels are named by the server.
 */
export function sliceLabel(
  kind: SliceKind,
  slice: Pick<TpvSlice, 'id' | 'name'>,
  language: ChartLanguage,
): string {
  switch (kind) {
    case 'status':
      return TRANSACTION_STATUSES.option(slice.id)?.label[language] ?? slice.name;
    case 'operation':
      return OPERATIONS.option(slice.id)?.label[language] ?? slice.name;
    case 'card_brand':
      if (String(slice.id) === '0') return NO_BRAND[language];
      return CARD_BRANDS.option(slice.id)?.label[language] ?? slice.name;
    default:
      return slice.name;
  }
}

/** The label of a transaction status code in the screen's language. */
export function statusLabel(status: string, language: ChartLanguage): string {
  return TRANSACTION_STATUSES.option(status)?.label[language] ?? status;
}
