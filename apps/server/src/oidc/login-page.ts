import { escapeHtml, renderPage } from './html-page.ts';

export const LOGIN_TITLE = 'Entrar - Mentor';
export const INVALID_CREDENTIALS = 'Usuário ou senha inválidos.';
export const TOO_MANY_ATTEMPTS = 'Muitas tentativas. Tente novamente em alguns minutos.';
export const SLOW_DOWN = 'Muitas tentativas seguidas. Aguarde alguns segundos e tente novamente.';

/** The sign-in page's languages: Portuguese, and English when the console asks for it. */
export type LoginLanguage = 'pt' | 'en';

/** The page's texts in each language; the messages are the same refusals, in words of the page. */
export const LOGIN_TEXTS = {
  pt: {
    title: LOGIN_TITLE,
    heading: 'Entrar',
    username: 'Usuário',
    password: 'Senha',
    submit: 'Entrar',
    cancel: 'Cancelar',
    invalidCredentials: INVALID_CREDENTIALS,
    tooManyAttempts: TOO_MANY_ATTEMPTS,
    slowDown: SLOW_DOWN,
  },
  en: {
    title: 'Sign in - Mentor',
    heading: 'Sign in',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    cancel: 'Cancel',
    invalidCredentials: 'Invalid username or password.',
    tooManyAttempts: 'Too many attempts. Try again in a few minutes.',
    slowDown: 'Too many attempts in a row. Wait a few seconds and try again.',
  },
} as const satisfies Record<LoginLanguage, Record<string, string>>;

/**
 * The language of the sign-in page from the authorization request's `ui_locales` (space-separated
 * tags, preferred first): English when the first tag the page knows is English, else Portuguese.
 */
export function loginLanguage(uiLocales: unknown): LoginLanguage {
  if (typeof uiLocales !== 'string') return 'pt';
  for (const tag of uiLocales.toLowerCase().split(/\s+/)) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'pt' || tag.startsWith('pt-')) return 'pt';
  }
  return 'pt';
}

export interface LoginPage {
  /** Path of the interaction, e.g. `/auth/interaction/<uid>`; the forms post below it. */
  interactionPath: string;
  username?: string;
  error?: string;
  language?: LoginLanguage;
}

export function renderLoginPage({
  interactionPath,
  username = '',
  error,
  language = 'pt',
}: LoginPage): string {
  const text = LOGIN_TEXTS[language];
  const path = escapeHtml(interactionPath);
  const errorHtml = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>\n` : '';
  const focusUsername = username ? '' : ' autofocus';
  const focusPassword = username ? ' autofocus' : '';
  return renderPage(
    text.title,
    `<h1>${text.heading}</h1>
${errorHtml}<form method="post" action="${path}/login">
<label for="username">${text.username}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="200" required value="${escapeHtml(username)}"${focusUsername}>
<label for="password">${text.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" maxlength="1000" required${focusPassword}>
<button type="submit">${text.submit}</button>
</form>
<form method="post" action="${path}/abort">
<button type="submit" class="secondary">${text.cancel}</button>
</form>`,
    language === 'en' ? 'en' : 'pt-BR',
  );
}
