import { PASSWORD_MIN_LENGTH } from '@mentor/contract/project-users';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicUrl } from '../../config/env.ts';
import type { App } from '../../http/app-types.ts';
import { escapeHtml, pageHeaders, renderMessagePage, renderPage } from '../../oidc/html-page.ts';
import type { AppDeps } from '../app-deps.ts';
import { PASSWORD_LINK_PATH, passwordLinkOwner, setPasswordWithLink } from './password-links-service.ts';

export const SET_PASSWORD_TITLE = 'Definir senha - Mentor';
export const SET_PASSWORD_MESSAGES = {
  tooShort: `A senha deve ter no mínimo ${PASSWORD_MIN_LENGTH} caracteres.`,
  tooLong: 'A senha deve ter no máximo 128 caracteres.',
  mismatch: 'A confirmação não confere com a senha.',
  invalidLink:
    'Este link não vale mais: já foi usado, expirou ou foi substituído por outro. Peça ao administrador um novo link.',
  done: 'Sua senha foi definida. Entre no console com ela e cadastre seu autenticador.',
} as const;

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

const FORM_BODY_LIMIT = 8 * 1024;
/** Tokens are 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function formField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' ? value.replaceAll('\u0000', '') : '';
}

function renderSetPasswordPage(path: string, who: { username: string; fullName: string }, error?: string) {
  const errorHtml = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>\n` : '';
  return renderPage(
    SET_PASSWORD_TITLE,
    `<h1>Definir sua senha</h1>
<p>${escapeHtml(who.fullName)} (usuário <strong>${escapeHtml(who.username)}</strong>): escolha a senha que só você vai conhecer.</p>
${errorHtml}<form method="post" action="${escapeHtml(path)}">
<input type="hidden" name="username" value="${escapeHtml(who.username)}" autocomplete="username">
<label for="password">Nova senha</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" maxlength="128" required autofocus>
<label for="password_confirmation">Confirme a nova senha</label>
<input id="password_confirmation" name="password_confirmation" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" maxlength="128" required>
<button type="submit">Definir senha</button>
</form>`,
  );
}

/**
 * The member's own page to set their password from the one-use link sent to their e-mail
 * (`/auth/password/<token>`): server-rendered in Portuguese like the sign-in page, outside the
 * API. A link is spent only by a valid password; a used, expired or replaced one shows why.
 */
export async function passwordLinkRoutes(app: App, { db, env }: AppDeps): Promise<void> {
  const consoleUrl = `${publicUrl(env)}/`;
  const PAGE = { schema: { hide: true } };

  function send(reply: FastifyReply, status: number, html: string) {
    return reply.code(status).headers(pageHeaders([])).send(html);
  }
  function invalid(reply: FastifyReply) {
    return send(
      reply,
      410,
      renderMessagePage({
        title: SET_PASSWORD_TITLE,
        heading: 'Link inválido',
        message: SET_PASSWORD_MESSAGES.invalidLink,
        link: { href: consoleUrl, label: 'Ir para o console' },
      }),
    );
  }

  await app.register(async (scope: FastifyInstance) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    scope.get(`${PASSWORD_LINK_PATH}/:token`, PAGE, async (request: TokenRequest, reply) => {
      const { token } = request.params;
      const owner = TOKEN_PATTERN.test(token)
        ? await passwordLinkOwner(db, token, new Date(app.clock.now()))
        : null;
      if (!owner) return invalid(reply);
      return send(reply, 200, renderSetPasswordPage(request.url.split('?')[0] ?? '', owner));
    });

    scope.post(`${PASSWORD_LINK_PATH}/:token`, PAGE, async (request: TokenRequest, reply) => {
      const { token } = request.params;
      const now = new Date(app.clock.now());
      const owner = TOKEN_PATTERN.test(token) ? await passwordLinkOwner(db, token, now) : null;
      if (!owner) return invalid(reply);
      const password = formField(request.body, 'password');
      const confirmation = formField(request.body, 'password_confirmation');
      const error =
        [...password].length < PASSWORD_MIN_LENGTH
          ? SET_PASSWORD_MESSAGES.tooShort
          : [...password].length > 128
            ? SET_PASSWORD_MESSAGES.tooLong
            : password !== confirmation
              ? SET_PASSWORD_MESSAGES.mismatch
              : null;
      const path = request.url.split('?')[0] ?? '';
      if (error) return send(reply, 422, renderSetPasswordPage(path, owner, error));
      if (!(await setPasswordWithLink(db, token, password, now))) return invalid(reply);
      // The member is named by the audit row of the same request id, not in the log.
      request.log.info('password set through a link');
      return send(
        reply,
        200,
        renderMessagePage({
          title: SET_PASSWORD_TITLE,
          heading: 'Senha definida',
          message: SET_PASSWORD_MESSAGES.done,
          link: { href: consoleUrl, label: 'Entrar no console' },
        }),
      );
    });
  });
}
