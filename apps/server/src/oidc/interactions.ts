import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Interaction, Provider } from 'oidc-provider';
import { systemClock } from '../config/clock.ts';
import type { Database } from '../db/database.ts';
import { signInFailures, signInLockouts } from '../http/metrics.ts';
import { pageHeaders, renderMessagePage } from './html-page.ts';
import { KnownDevices } from './known-devices.ts';
import { LOGIN_TEXTS, loginLanguage, renderLoginPage } from './login-page.ts';
import { LoginThrottle } from './login-throttle.ts';
import type { MailSender } from './mail-outbox.ts';
import { verifyAgainstDecoy, verifyPassword } from './password.ts';
import { notifyRepeatedFailures } from './sign-in-notice.ts';

/**
 * The sign-in steps the provider hands over to us: the login form, and the consent prompt,
 * which is answered without asking because the only clients are our own console.
 */
export interface InteractionSetup {
  provider: Provider;
  db: Database;
  /** Path the provider is mounted at (`/auth`); interactions live under `<mountPath>/interaction`. */
  mountPath: string;
  /** Clients whose consent is granted without a prompt. */
  firstPartyClients: ReadonlySet<string>;
  /** Origins the login form may end up redirecting to (the console). */
  formOrigins: readonly string[];
  consoleUrl: string;
  /** Keys sealing the known-device cookie (the provider's cookie keys). */
  deviceKeys: readonly string[];
  /** Where the owner of a username under attack is told about it. */
  mail: MailSender;
  throttle?: LoginThrottle;
}

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

const FORM_BODY_LIMIT = 8 * 1024;

function formField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' ? value : '';
}

export function interactionRoutes(setup: InteractionSetup) {
  const { provider, db, mountPath, formOrigins } = setup;
  const devices = new KnownDevices(
    setup.deviceKeys,
    `${mountPath}/interaction`,
    setup.consoleUrl.startsWith('https:'),
  );
  const interactionPath = (uid: string) => `${mountPath}/interaction/${encodeURIComponent(uid)}`;

  function sendPage(reply: FastifyReply, status: number, html: string) {
    return reply.code(status).headers(pageHeaders(formOrigins)).send(html);
  }

  function sendExpired(reply: FastifyReply) {
    return sendPage(
      reply,
      400,
      renderMessagePage({
        title: 'Sessão expirada - Mentor',
        heading: 'Sessão expirada',
        message: 'O tempo para entrar acabou. Volte ao console e tente novamente.',
        link: { href: setup.consoleUrl, label: 'Voltar ao console' },
      }),
    );
  }

  /** The interaction named in the URL, if the browser's interaction cookie still points at it. */
  async function currentInteraction(
    request: UidRequest,
    reply: FastifyReply,
  ): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch (error) {
      request.log.info({ err: error }, 'sign-in interaction not found');
      return undefined;
    }
  }

  async function grantConsent(interaction: Interaction): Promise<string> {
    const accountId = interaction.session?.accountId;
    const clientId = interaction.params.client_id;
    if (!accountId || typeof clientId !== 'string') throw new Error('consent without a session or client');
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = interaction.prompt.details;
    if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    return grant.save();
  }

  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    result: Parameters<Provider['interactionFinished']>[2],
  ) {
    // The provider writes the redirect to the raw response itself.
    reply.hijack();
    await provider.interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
  }

  return async function routes(scope: FastifyInstance): Promise<void> {
    // The app's clock when there is one (tests move it), for the throttle's windows.
    const throttle =
      setup.throttle ??
      new LoginThrottle(db, undefined, scope.hasDecorator('clock') ? scope.clock : systemClock);
    // The sign-in pages of the built-in provider are HTML forms, not API: the API document leaves them out.
    const SIGN_IN_PAGE = { schema: { hide: true } };
    // Only these routes read form bodies; everything else under the mount goes to the provider.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    scope.get(`${mountPath}/interaction/:uid`, SIGN_IN_PAGE, async (request: UidRequest, reply) => {
      const interaction = await currentInteraction(request, reply);
      if (!interaction) return sendExpired(reply);
      if (interaction.prompt.name === 'login') {
        return sendPage(
          reply,
          200,
          renderLoginPage({
            interactionPath: interactionPath(interaction.uid),
            language: loginLanguage(interaction.params.ui_locales),
          }),
        );
      }
      const clientId = interaction.params.client_id;
      if (
        interaction.prompt.name === 'consent' &&
        typeof clientId === 'string' &&
        setup.firstPartyClients.has(clientId)
      ) {
        const grantId = await grantConsent(interaction);
        return finish(request, reply, { consent: { grantId } });
      }
      request.log.warn({ prompt: interaction.prompt.name, clientId }, 'unsupported sign-in prompt');
      return finish(request, reply, { error: 'access_denied', error_description: 'prompt not supported' });
    });

    scope.post(`${mountPath}/interaction/:uid/login`, SIGN_IN_PAGE, async (request: UidRequest, reply) => {
      const interaction = await currentInteraction(request, reply);
      if (interaction?.prompt.name !== 'login') return sendExpired(reply);
      // A NUL byte cannot be part of a username or of a stored password: drop it.
      const username = formField(request.body, 'username').replaceAll('\u0000', '').trim().slice(0, 200);
      const password = formField(request.body, 'password').replaceAll('\u0000', '').slice(0, 1000);
      const language = loginLanguage(interaction.params.ui_locales);
      const text = LOGIN_TEXTS[language];
      const page = (error: string) =>
        renderLoginPage({ interactionPath: interactionPath(interaction.uid), username, error, language });

      // Locked per username and client (this browser when it signed in as the username before,
      // else the address), slowed per username and per address; the attempt is taken before the
      // password is checked, so concurrent guesses cannot outrun the limits (login-throttle.ts).
      const source = request.ip;
      const knownDevice = devices.deviceFor(request.headers.cookie, username);
      const verdict = await throttle.take({ username, source, knownDevice });
      if (!verdict.allowed) {
        signInFailures.inc({ reason: verdict.reason === 'locked' ? 'locked' : 'slowed' });
        request.log.warn({ source, reason: verdict.reason }, 'sign-in attempt refused by the throttle');
        return sendPage(reply, 429, page(verdict.reason === 'locked' ? text.tooManyAttempts : text.slowDown));
      }
      const { attempt } = verdict;

      const user = username
        ? await db
            .selectFrom('staff_user')
            .select(['id', 'password_hash', 'enabled'])
            .where(sql<string>`lower(username)`, '=', username.toLowerCase())
            // Usernames differing only in case: the exact spelling wins.
            .orderBy(sql`username = ${username}`, 'desc')
            .executeTakeFirst()
        : undefined;
      const passwordOk = user?.password_hash
        ? await verifyPassword(password, user.password_hash)
        : await verifyAgainstDecoy(password);
      if (!user || !passwordOk || !user.enabled) {
        // The failure was counted when its attempt was taken.
        request.log.info(
          {
            staff: user?.id ?? null,
            reason: passwordOk && user?.enabled === false ? 'disabled' : 'credentials',
          },
          'sign-in failed',
        );
        const locked = throttle.locksClient(attempt);
        signInFailures.inc({ reason: passwordOk && user?.enabled === false ? 'disabled' : 'credentials' });
        if (locked) signInLockouts.inc();
        if (user && (locked || throttle.slowsUsername(attempt))) {
          await notifyRepeatedFailures(db, setup.mail, {
            staffId: user.id,
            source,
            knownDevice: knownDevice !== undefined,
            kind: locked ? 'client-locked' : 'username-slowed',
          }).catch((error: unknown) =>
            request.log.error({ err: error, staff: user.id }, 'sign-in notice not sent'),
          );
        }
        return sendPage(reply, 401, page(text.invalidCredentials));
      }

      await throttle.succeeded(attempt);
      request.log.info({ staff: user.id }, 'signed in');
      reply.raw.setHeader('set-cookie', [devices.remember(request.headers.cookie, username)]);
      return finish(request, reply, { login: { accountId: String(user.id) } });
    });

    scope.post(`${mountPath}/interaction/:uid/abort`, SIGN_IN_PAGE, async (request: UidRequest, reply) => {
      const interaction = await currentInteraction(request, reply);
      if (!interaction) return sendExpired(reply);
      return finish(request, reply, {
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      });
    });
  };
}
