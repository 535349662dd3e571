/**
 * Record search (Ctrl+K): one text finds records by id, whole CPF/CNPJ, NSU, serial number or
 * terminal code. Exact matches only, a few results per kind, each kind only for staff who may
 * read its list; documents in results are always masked.
 */
import { z } from 'zod';
import type { Lang } from './common/enums/define.ts';
import { ACCOUNT_DETAIL_PERMISSIONS, buildRoutePath, type RoutePath } from './common/menu.ts';
import type { Permission } from './common/permissions.ts';
import { INT4_MAX, SAFE_INT8_MAX, validationMessages, zRecordId } from './common/validators.ts';

/** Kinds of record the search finds, in the order results are listed. */
export const SEARCH_KINDS = [
  'merchant',
  'terminal',
  'equipment',
  'transaction',
  'payment',
  'billet',
  'rent',
  'account',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** What the text matched. */
export const SEARCH_MATCHES = ['id', 'document', 'nsu', 'serial', 'code'] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

/** At most this many results of each kind. */
export const SEARCH_PER_KIND = 5;
/** Longest text searched (an NSU, a serial number or a formatted CNPJ fit well within it). */
export const SEARCH_TEXT_MAX = 60;

const FIELD = 'Busca';

export const searchQuerySchema = z.object({
  q: z
    .string({ error: validationMessages.required(FIELD) })
    .trim()
    .min(1, validationMessages.required(FIELD))
    .max(SEARCH_TEXT_MAX, validationMessages.max(FIELD, SEARCH_TEXT_MAX)),
  project_id: zRecordId('Projeto').optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The record's key: its id, or the serial number of a piece of equipment. */
  key: z.string(),
  matched: z.enum(SEARCH_MATCHES),
  /** What names the record: merchant name, terminal code, equipment model, NSU, our number … */
  label: z.string().nullable(),
  /** Whose record it is: the merchant, the payer of a billet, the holder of an account. */
  holder: z.string().nullable(),
  /** CPF/CNPJ of the merchant, the billet's payer or the account's holder, always masked. */
  document: z.string().nullable(),
  /** Cents (transactions, payments, billets, rents). */
  amount: z.number().int().nullable(),
  project_id: z.number().int(),
  project_name: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  data: z.array(searchResultSchema),
  /** Kinds searched: those the caller may read. */
  kinds: z.array(z.enum(SEARCH_KINDS)),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** How a text is looked up: each reading an exact, indexed match. */
export interface SearchTerms {
  /** The text as typed, trimmed: NSU, serial number, terminal code. */
  text: string;
  /** A record id of an int4 column (merchant, terminal, equipment). */
  id: number | null;
  /** A record id of an int8 column (transaction, payment, billet, rent). */
  bigId: number | null;
  /** Eleven or fourteen digits, punctuation removed: a whole CPF or CNPJ. */
  document: string | null;
}

const DOCUMENT_TEXT = /^[\d.\-/\s]+$/;

/** Reads a search text: a number is an id, 11 or 14 digits (punctuation allowed) a document. */
export function searchTerms(raw: string): SearchTerms {
  const text = raw.trim();
  const isNumber = /^\d{1,16}$/.test(text);
  const value = isNumber ? Number(text) : Number.NaN;
  const bigId = isNumber && value >= 1 && value <= SAFE_INT8_MAX ? value : null;
  const digits = DOCUMENT_TEXT.test(text) ? text.replace(/\D/g, '') : '';
  return {
    text,
    id: bigId !== null && bigId <= INT4_MAX ? bigId : null,
    bigId,
    document: digits.length === 11 || digits.length === 14 ? digits : null,
  };
}

/**
 * The permissions that let staff find each kind, any one of them (those its list or detail asks
 * for): an onboarding account is found by whoever works any of the queues that open it.
 */
export const SEARCH_KIND_PERMISSIONS = {
  merchant: ['read_merchant_list'],
  terminal: ['read_terminal_list'],
  equipment: ['read_equipment_list'],
  transaction: ['read_transactions'],
  payment: ['read_payments'],
  billet: ['read_bank_billets'],
  rent: ['read_terminal_rent'],
  account: ACCOUNT_DETAIL_PERMISSIONS,
} as const satisfies Record<SearchKind, readonly Permission[]>;

/** Where each kind opens, and the search parameter naming records shown as a panel of a list. */
const TARGETS: Readonly<Record<SearchKind, { path: RoutePath; param?: string; search?: string }>> = {
  merchant: { path: '/merchants/{id}', param: 'id' },
  terminal: { path: '/terminals/{id}', param: 'id' },
  equipment: { path: '/equipments', search: 'equipment' },
  transaction: { path: '/financial/transactions', search: 'detail' },
  payment: { path: '/financial/payments', search: 'detail' },
  billet: { path: '/billets', search: 'billet' },
  rent: { path: '/terminals/rents', search: 'rent' },
  account: { path: '/onboarding/{id}', param: 'id' },
};

/**
 * The address a result opens, in the screen's language: its record's screen, or its list with
 * the record's panel named in a search parameter (a reload or a shared link reopens it).
 */
export function searchResultHref(result: Pick<SearchResult, 'kind' | 'key'>, lang: Lang): string {
  const target = TARGETS[result.kind];
  const path = buildRoutePath(target.path, target.param ? { [target.param]: result.key } : {}, lang);
  return target.search ? `${path}?${new URLSearchParams({ [target.search]: result.key })}` : path;
}
