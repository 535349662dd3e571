/**
 * Language routing (spec core §1, §2): Portuguese lives at the root, English under `/en`.
 */
export type LanguageCode = 'pt' | 'en';

export const LANGUAGES: Readonly<
  Record<LanguageCode, { code: LanguageCode; iso: 'pt-BR' | 'en-US'; i18n: 'pt-BR' | 'en' }>
> = {
  pt: { code: 'pt', iso: 'pt-BR', i18n: 'pt-BR' },
  en: { code: 'en', iso: 'en-US', i18n: 'en' },
};

export const EN_PREFIX = '/en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return value === 'pt' || value === 'en';
}

/** The language a pathname is in. */
export function languageFromPath(pathname: string): LanguageCode {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? 'en' : 'pt';
}

/** The pathname without the language prefix ('/en/merchants' → '/merchants', '/en' → '/'). */
export function stripLanguage(pathname: string): string {
  if (languageFromPath(pathname) === 'pt') return pathname || '/';
  return pathname.slice(EN_PREFIX.length) || '/';
}

/** A prefix-free path written for a language ('/merchants', 'en' → '/en/merchants'). */
export function localizePath(path: string, language: LanguageCode): string {
  const bare = stripLanguage(path.startsWith('/') ? path : `/${path}`);
  if (language === 'pt') return bare;
  return bare === '/' ? EN_PREFIX : `${EN_PREFIX}${bare}`;
}

/** The same screen in another language; search and hash are kept. */
export function switchLanguagePath(href: string, language: LanguageCode): string {
  const match = /^([^?#]*)(.*)$/.exec(href);
  const pathname = match?.[1] ?? '/';
  const rest = match?.[2] ?? '';
  return `${localizePath(pathname, language)}${rest}`;
}
