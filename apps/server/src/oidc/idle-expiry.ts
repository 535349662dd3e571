import type { Provider } from 'oidc-provider';

/**
 * Idle expiry of a sign-in, decided by the provider: a refresh token and the provider's session
 * (the `mentor_auth` cookie) live `IDLE_LIMIT_SECONDS` past the last activity, never past the
 * sign-in's absolute lifetime. Activity is a sign-in, an authorization request carrying the
 * session cookie, or a token renewal: each rotated refresh token gets the idle limit again, and
 * the session it belongs to is saved again with the same limit, so an open console that renews
 * keeps both, and a console that stopped renewing loses both at the same moment.
 */
export interface IdleExpiry {
  /** Seconds of inactivity after which refresh tokens and sessions expire; 0 turns idle expiry off. */
  idleSeconds: number;
  /** Absolute lifetime of a sign-in, in seconds, counted from the sign-in. */
  absoluteSeconds: number;
}

function epochSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** Seconds left: the idle limit, capped by what is left of the absolute lifetime (at least 1). */
function remaining(expiry: IdleExpiry, startedAt: number | undefined): number {
  const absoluteLeft = expiry.absoluteSeconds - Math.max(0, epochSeconds() - (startedAt ?? epochSeconds()));
  const limit = expiry.idleSeconds > 0 ? Math.min(expiry.idleSeconds, absoluteLeft) : absoluteLeft;
  return Math.max(1, Math.floor(limit));
}

/** `ttl.RefreshToken`: from the first refresh token of the sign-in (`iiat`), kept across rotations. */
export function refreshTokenTtl(expiry: IdleExpiry) {
  return (_ctx: unknown, token: { iiat?: number; iat?: number }) =>
    remaining(expiry, token.iiat ?? token.iat);
}

/** `ttl.Session`: from the sign-in (`loginTs`); a session not signed in yet gets the idle limit. */
export function sessionTtl(expiry: IdleExpiry) {
  return (_ctx: unknown, session: { loginTs?: number }) => remaining(expiry, session.loginTs);
}

interface SessionBoundToken {
  sessionUid?: string;
  expiresWithSession?: boolean;
}

/**
 * A token renewal is activity of the session its refresh token is bound to: after a successful
 * answer of the token endpoint that issued a refresh token, the session is saved again with its
 * idle limit. Runs before the answer is sent, so the next request on any replica sees it.
 */
export function keepSessionAliveOnRenewal(provider: Provider, expiry: IdleExpiry): void {
  const ttl = sessionTtl(expiry);
  provider.use(async (ctx, next) => {
    await next();
    const { oidc } = ctx;
    if (oidc?.route !== 'token' || ctx.status !== 200) return;
    const token = oidc.entities.RefreshToken as SessionBoundToken | undefined;
    if (!token?.expiresWithSession || !token.sessionUid) return;
    const session = await provider.Session.findByUid(token.sessionUid);
    if (session) await session.save(ttl(ctx, session));
  });
}
