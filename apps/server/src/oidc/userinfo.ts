import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database.ts';
import { createStaffState } from '../http/staff-state.ts';
import type { TokenVerifier } from '../http/token-verifier.ts';
import { loadStaffClaims, SCOPE_CLAIMS } from './account-claims.ts';

/** Three base64url parts: a signed JWT, as the console's access tokens are. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

export interface UserinfoDeps {
  db: Database;
  /** Verifies tokens for the console's API audience with the provider's own keys. */
  verifier: TokenVerifier;
  /** The console's client id: the permissions are that client's roles. */
  clientId: string;
  /** The scopes the console signs in with. */
  signInScopes: readonly string[];
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    pragma: 'no-cache',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

function refuse(res: ServerResponse, description: string) {
  send(
    res,
    401,
    { error: 'invalid_token', error_description: description },
    { 'www-authenticate': `Bearer error="invalid_token", error_description="${description}"` },
  );
}

/**
 * The UserInfo endpoint (OpenID Connect Core §5.3) for the access tokens the console holds.
 * Those are JWTs for the API audience, which the provider itself neither stores nor accepts at
 * userinfo; a relying party calling userinfo after sign-in is answered here with the claims of
 * its sign-in's scopes, read fresh (a disabled member or ended sessions are refused, as at the
 * API). Any other request (no bearer header, an opaque token) is left to the provider.
 *
 * @returns whether the request was answered.
 */
export function consoleUserinfo(deps: UserinfoDeps) {
  const staffState = createStaffState(deps.db);
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (req.method !== 'GET' && req.method !== 'POST') return false;
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!JWT_SHAPE.test(token)) return false;

    let claims: Record<string, unknown>;
    try {
      claims = Object(await deps.verifier.verify(token));
    } catch {
      refuse(res, 'invalid token provided');
      return true;
    }
    const sub = claims.sub;
    const username = claims.preferred_username;
    if (typeof sub !== 'string' || typeof username !== 'string' || claims.client_id !== deps.clientId) {
      refuse(res, 'not a token of a signed-in staff member');
      return true;
    }
    const issuedMs = claims.issued_at_ms;
    const state = await staffState.check(username, {
      requireRow: true,
      issuedAtMs: typeof issuedMs === 'number' ? issuedMs : undefined,
      precise: typeof issuedMs === 'number',
    });
    const account = state === 'active' ? await loadStaffClaims(deps.db, sub, deps.clientId) : undefined;
    if (!account) {
      refuse(res, state === 'ended' ? 'the sessions of this account were ended' : 'account not found');
      return true;
    }

    // A token for the API carries no OpenID scopes of its own (only `api` when asked for): it
    // stands for the console's sign-in, whose scopes are the provider's (openid profile email).
    const scopes = typeof claims.scope === 'string' ? claims.scope.split(' ') : deps.signInScopes;
    if (!scopes.includes('openid')) {
      send(
        res,
        403,
        { error: 'insufficient_scope', error_description: 'the openid scope is required' },
        { 'www-authenticate': 'Bearer error="insufficient_scope", scope="openid"' },
      );
      return true;
    }
    const allowed = new Set(scopes.flatMap((scope) => SCOPE_CLAIMS[scope] ?? []));
    const body = Object.fromEntries(Object.entries(account).filter(([name]) => allowed.has(name)));
    send(res, 200, { ...body, sub: account.sub });
    return true;
  };
}
