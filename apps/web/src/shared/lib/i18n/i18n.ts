import { type BackendModule, createInstance, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from './locale-path';

/**
 * Translation files live in `src/locales/<pt-BR|en>/<namespace>.json`, one namespace per area.
 * Each file is its own chunk, fetched the first time a screen asks for its namespace.
 */
const localeFiles = import.meta.glob<ResourceKey>('../../../locales/*/*.json', { import: 'default' });

/** Namespaces the shell needs before its first paint. */
export const SHELL_NAMESPACES = ['shell', 'menu', 'errors', 'kit'] as const;

function localeFileKey(language: string, namespace: string): string {
  return `../../../locales/${language}/${namespace}.json`;
}

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = localeFiles[localeFileKey(language, namespace)];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** The latest language's dayjs locale, once set. */
let dayjsLocale: Promise<void> = Promise.resolve();

/**
 * dayjs and its Portuguese locale are fetched beside the frame, not inside it: only screens
 * with dates need them, and they wait for {@link dayjsLocaleReady} with their own code.
 */
function applyDayjsLocale(language: LanguageCode): void {
  dayjsLocale = import('./dayjs-locale').then((module) => module.setDayjsLocale(language));
}

/** Resolves once dayjs speaks the console's current language. */
export function dayjsLocaleReady(): Promise<void> {
  return dayjsLocale;
}

/** Creates and initialises the console's i18next instance in a language. */
export async function createI18n(language: LanguageCode): Promise<I18n> {
  const instance = createInstance();
  await instance
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: LANGUAGES[language].i18n,
      fallbackLng: 'pt-BR',
      // An empty translation counts as missing: the fallback or default text shows instead.
      returnEmptyString: false,
      supportedLngs: ['pt-BR', 'en'],
      load: 'currentOnly',
      ns: [...SHELL_NAMESPACES],
      defaultNS: 'shell',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  applyDayjsLocale(language);
  return instance;
}

/** Switches i18next, dayjs and the document language. */
export async function applyLanguage(instance: I18n, language: LanguageCode): Promise<void> {
  const target = LANGUAGES[language];
  if (instance.language !== target.i18n) await instance.changeLanguage(target.i18n);
  applyDayjsLocale(language);
  document.documentElement.lang = target.iso;
}
