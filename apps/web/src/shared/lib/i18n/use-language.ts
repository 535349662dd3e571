import { useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type LanguageCode, languageFromPath, localizePath } from './locale-path';

/**
 * The language of the current screen, and `localize` to write a prefix-free path
 * ('/merchants/12') for it: areas link through it so English stays under /en.
 */
export function useLanguage(): { language: LanguageCode; localize: (path: string) => string } {
  // Selecting the language, not the path, keeps a navigation from re-rendering every user.
  const language = useRouterState({ select: (state) => languageFromPath(state.location.pathname) });
  const localize = useCallback((path: string) => localizePath(path, language), [language]);
  return { language, localize };
}
