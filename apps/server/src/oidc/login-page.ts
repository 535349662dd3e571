import { escapeHtml, renderPage } from './html-page.ts';

export const LOGIN_TITLE = 'Entrar - Mentor';
export const INVALID_CREDENTIALS = 'Usuário ou senha inválidos.';
export const TOO_MANY_ATTEMPTS = 'Muitas tentativas. Tente novamente em alguns minutos.';
export const SLOW_DOWN = 'Muitas tentativas seguidas. Aguarde alguns segundos e tente novamente.';

export interface LoginPage {
  /** Path of the interaction, e.g. `/auth/interaction/<uid>`; the forms post below it. */
  interactionPath: string;
  username?: string;
  error?: string;
}

export function renderLoginPage({ interactionPath, username = '', error }: LoginPage): string {
  const path = escapeHtml(interactionPath);
  const errorHtml = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>\n` : '';
  const focusUsername = username ? '' : ' autofocus';
  const focusPassword = username ? ' autofocus' : '';
  return renderPage(
    LOGIN_TITLE,
    `<h1>Entrar</h1>
${errorHtml}<form method="post" action="${path}/login">
<label for="username">Usuário</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="200" required value="${escapeHtml(username)}"${focusUsername}>
<label for="password">Senha</label>
<input id="password" name="password" type="password" autocomplete="current-password" maxlength="1000" required${focusPassword}>
<button type="submit">Entrar</button>
</form>
<form method="post" action="${path}/abort">
<button type="submit" class="secondary">Cancelar</button>
</form>`,
  );
}
