import { useCallback } from 'react';
import { LANGUAGES } from './locale-path';
import { useLanguage } from './use-language';

/** Formats a number with the separators of a screen's language. */
export type FormatNumber = (value: number, options?: Intl.NumberFormatOptions) => string;

/**
 * Numbers in the screen's language: `format(1066)` is '1.066' on a Portuguese screen and
 * '1,066' on an English one, so an English screen shows no Portuguese separators.
 */
export function useFormatNumber(): FormatNumber {
  const { language } = useLanguage();
  const locale = LANGUAGES[language].iso;
  return useCallback<FormatNumber>((value, options) => value.toLocaleString(locale, options), [locale]);
}
