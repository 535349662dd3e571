import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import type { LanguageCode } from './locale-path';

/** Sets dayjs's global locale (date pickers, month names) to the console's language. */
export function setDayjsLocale(language: LanguageCode): void {
  dayjs.locale(language === 'pt' ? 'pt-br' : 'en');
}
