import { isLanguageCode, type LanguageCode } from './locale-path';

/** Cookie keeping the chosen language for 365 days (spec core §1, §9). */
export const LANGUAGE_COOKIE = 'i18n_redirected';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function readLanguageCookie(cookies: string = document.cookie): LanguageCode | undefined {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const decoded = decodeURIComponent(value ?? '');
      return isLanguageCode(decoded) ? decoded : undefined;
    }
  }
  return undefined;
}

export function writeLanguageCookie(language: LanguageCode): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is what the spec names; Cookie Store API is not in every browser
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

/** The browser's preferred language among those the console has. */
export function browserLanguage(languages: readonly string[] = navigator.languages): LanguageCode {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'pt') return 'pt';
    if (primary === 'en') return 'en';
  }
  return 'pt';
}

/**
 * On the root path only: the saved cookie, else the browser language, decides whether the
 * visitor goes to `/en` (spec core §1).
 */
export function initialLanguageRedirect(
  pathname: string,
  cookies: string,
  languages: readonly string[],
): string | null {
  if (pathname !== '/') return null;
  const preferred = readLanguageCookie(cookies) ?? browserLanguage(languages);
  return preferred === 'en' ? '/en' : null;
}
