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
