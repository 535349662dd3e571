import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, pageHeaders, renderMessagePage, renderPage } from './html-page.ts';

/** Pages the provider itself renders: errors and RP-initiated logout, in Portuguese. */

const ERROR_MESSAGES: Record<string, string> = {
  invalid_request: 'A solicitação de acesso é inválida. Volte ao console e tente novamente.',
  invalid_client: 'O aplicativo que pediu o acesso não é reconhecido.',
  unauthorized_client: 'O aplicativo que pediu o acesso não tem permissão para isso.',
  invalid_redirect_uri: 'O endereço de retorno informado não é permitido.',
  access_denied: 'O acesso foi negado.',
  invalid_scope: 'O acesso pedido não é permitido.',
  invalid_target: 'O recurso pedido não é permitido.',
  login_required: 'Sua sessão expirou. Volte ao console e entre novamente.',
  session_not_found: 'Sua sessão expirou. Volte ao console e entre novamente.',
  server_error: 'Ocorreu um erro interno. Tente novamente em instantes.',
  temporarily_unavailable: 'O serviço está indisponível no momento. Tente novamente em instantes.',
};

const GENERIC_ERROR = 'Não foi possível concluir a solicitação.';

/** The message shown for an OAuth error code; internals (descriptions, stacks) never reach the page. */
export function errorMessage(code: string): string {
  return ERROR_MESSAGES[code] ?? GENERIC_ERROR;
}

function send(
  ctx: KoaContextWithOIDC,
  formOrigins: readonly string[],
  html: string,
  options: { script?: string } = {},
) {
  for (const [name, value] of Object.entries(pageHeaders(formOrigins, options))) ctx.set(name, value);
  ctx.type = 'html';
  ctx.body = html;
}

/** Submits the provider's sign-out form (with the `logout=yes` field next to it). */
export const AUTO_CONFIRM_SCRIPT = "document.getElementById('op.logoutForm').submit()";

/**
 * True when the sign-out request carries an ID token (already verified by the provider) of the
 * account signed in to this browser's session: a third-party page cannot hold one, so asking
 * the person again protects nothing.
 */
function signsOutItsOwnSession(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint;
  const subject: unknown =
    typeof hint === 'object' && hint !== null
      ? Reflect.get(Object(Reflect.get(hint, 'payload')), 'sub')
      : undefined;
  const accountId = ctx.oidc.session?.accountId;
  return typeof subject === 'string' && accountId !== undefined && subject === accountId;
}

export interface ProviderPages {
  renderError(ctx: KoaContextWithOIDC, out: ErrorOut): Promise<void>;
  logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void>;
  postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void>;
}

export function providerPages(consoleUrl: string, formOrigins: readonly string[]): ProviderPages {
  const backToConsole = { href: consoleUrl, label: 'Voltar ao console' };
  return {
    async renderError(ctx, out) {
      send(
        ctx,
        formOrigins,
        renderMessagePage({
          title: 'Erro - Mentor',
          heading: 'Não foi possível entrar',
          message: errorMessage(out.error),
          link: backToConsole,
        }),
      );
    },
    async logoutSource(ctx, form) {
      // `form` is the provider's own markup: an empty form with id "op.logoutForm" carrying a
      // CSRF token. The button submits it; "logout=yes" ends the whole sign-in session.
      if (signsOutItsOwnSession(ctx)) {
        // The console asked with the ID token of this very session (its "Sair", or its idle
        // logout, where no one is there to press a button): the page confirms by itself, so
        // the session and its refresh tokens end now. The button stays for browsers without scripts.
        send(
          ctx,
          formOrigins,
          renderPage(
            'Sair - Mentor',
            `<h1>Saindo do Mentor...</h1>
${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<button type="submit" form="op.logoutForm" autofocus>Sair</button>
<script>${AUTO_CONFIRM_SCRIPT}</script>`,
          ),
          { script: AUTO_CONFIRM_SCRIPT },
        );
        return;
      }
      send(
        ctx,
        formOrigins,
        renderPage(
          'Sair - Mentor',
          `<h1>Sair do Mentor?</h1>
<p>Você será desconectado do console.</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sair</button>`,
        ),
      );
    },
    async postLogoutSuccessSource(ctx) {
      send(
        ctx,
        formOrigins,
        renderPage(
          'Sair - Mentor',
          `<h1>Você saiu.</h1>\n<p><a href="${escapeHtml(consoleUrl)}">Entrar novamente no console</a></p>`,
        ),
      );
    },
  };
}
