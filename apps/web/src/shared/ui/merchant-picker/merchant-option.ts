import { onlyDigits } from '@mentor/contract';
import type { MerchantListItem } from '@mentor/contract/merchants';
import { maskPersonalData } from '@mentor/contract/privacy';

/** A merchant as the picker offers it. */
export interface MerchantChoice {
  value: string;
  label: string;
}

/** The document always masked: a value the server already masked is kept as it came. */
function maskedDocument(document: string): string {
  const typed = document.replace(/[.\-/\s]/g, '');
  return onlyDigits(document).length === typed.length
    ? (maskPersonalData('document', document) ?? '')
    : document;
}

/** How a merchant reads in the picker: "name — masked CPF/CNPJ (id)". */
export function merchantChoice(
  m: Pick<MerchantListItem, 'id' | 'merchant_name' | 'cpf_cnpj'>,
): MerchantChoice {
  return { value: String(m.id), label: `${m.merchant_name} — ${maskedDocument(m.cpf_cnpj)} (${m.id})` };
}

/** Label of a merchant known only by name and id (a record already saved). */
export function savedMerchantChoice(m: { id: number; merchant_name: string }): MerchantChoice {
  return { value: String(m.id), label: `${m.merchant_name} (${m.id})` };
}

/**
 * Filters of the merchant list (`merchants.listMerchants`) for the typed text: a whole CPF (11
 * digits) or CNPJ (14) goes to `cpf_cnpj`, anything else to `search` (name, trade name or
 * merchant code). Other digit strings are also read as a merchant id.
 */
export function merchantLookup(text: string): { query: Record<string, string>; id: number | null } {
  const term = text.trim();
  const digits = onlyDigits(term);
  const onlyDigitsTyped = digits.length > 0 && digits.length === term.replace(/[.\-/\s]/g, '').length;
  if (onlyDigitsTyped && (digits.length === 11 || digits.length === 14)) {
    return { query: { cpf_cnpj: digits }, id: null };
  }
  const id = onlyDigitsTyped && digits.length <= 9 ? Number(digits) : null;
  return { query: { search: term }, id: id && id > 0 ? id : null };
}
