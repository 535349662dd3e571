export { LANGUAGE_COOKIE, readLanguageCookie, writeLanguageCookie } from './language-cookie';
export {
  EN_PREFIX,
  LANGUAGES,
  type LanguageCode,
  languageFromPath,
  localizePath,
  stripLanguage,
  switchLanguagePath,
} from './locale-path';
export { type FormatNumber, useFormatNumber } from './use-format-number';
export { useLanguage } from './use-language';
export { type PathTo, type ScreenHref, useRoutePath, withSearch } from './use-route-path';
