import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { writeLanguageCookie } from '../../shared/lib/i18n/language-cookie';
import { type LanguageCode, switchLanguagePath } from '../../shared/lib/i18n/locale-path';

/** Shows the same screen in another language and remembers the choice (spec core §1). */
export function useSwitchLanguage(): (language: LanguageCode) => void {
  const router = useRouter();
  return useCallback(
    (language: LanguageCode) => {
      writeLanguageCookie(language);
      router.history.push(switchLanguagePath(router.state.location.href, language));
    },
    [router],
  );
}
