/**
 * LIKE / ILIKE patterns from what a user typed: `%`, `_` and the escape character `\` match
 * themselves (PostgreSQL's default escape is the backslash).
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Matches values containing `text`. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** Matches values starting with `text`. */
export const prefixPattern = (text: string): string => `${escapeLike(text)}%`;

/** A whole CPF (11 digits) or CNPJ (14 digits), bare or with its punctuation. */
export const isWholeDocument = (text: string): boolean =>
  /^[\d./ -]+$/.test(text) && [11, 14].includes(text.replace(/\D/g, '').length);

/**
 * How a CPF/CNPJ filter matches: a whole document matches itself only; anything shorter matches
 * documents starting with it (staff allowed to see documents in clear; see the personal-data
 * policy, which refuses partial documents to everyone else).
 */
export function documentMatch(text: string): { op: '=' | 'like'; value: string } {
  return isWholeDocument(text) ? { op: '=', value: text } : { op: 'like', value: prefixPattern(text) };
}
