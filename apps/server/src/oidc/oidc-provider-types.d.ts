/**
 * The subset of `oidc-provider` 9.x used by the built-in sign-in. The package ships no type
 * declarations; these describe only the members this server touches.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { JWK } from 'jose';

  /** What the provider stores through an adapter: plain JSON with a few indexed members. */
  export interface AdapterPayload {
    [key: string]: unknown;
    jti?: string;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    application_type?: 'web' | 'native';
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    scope?: string;
    client_secret?: string;
  }

  export interface Client {
    readonly clientId: string;
    readonly clientAuthMethod: string;
    readonly redirectUris: string[];
    grantTypeAllowed(grantType: string): boolean;
    compareClientSecret(actual: string): Promise<boolean>;
  }

  export interface ClientClass {
    readonly prototype: Client;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg?: string; kid?: string } };
  }

  /** An access token, refresh token or other issued artifact as the hooks see it. */
  export interface IssuedToken {
    readonly kind: string;
    readonly accountId?: string;
    readonly clientId?: string;
  }

  /** A stored sign-in session (the `mentor_auth` cookie names it). */
  export interface Session {
    readonly uid: string;
    readonly accountId?: string;
    readonly loginTs?: number;
    save(ttl: number): Promise<string>;
  }

  export interface SessionModel {
    findByUid(uid: string): Promise<Session | undefined>;
  }

  export interface KoaContextWithOIDC {
    oidc: {
      readonly route?: string;
      readonly client?: Client;
      /** What the request found or issued: `RefreshToken`, `IdTokenHint`, `Session`, ... */
      readonly entities: Record<string, unknown>;
      readonly session?: Session;
    };
    type: string;
    body: unknown;
    status: number;
    readonly host: string;
    set(field: string, value: string): void;
  }

  export interface Account {
    accountId: string;
    claims(
      use: string,
      scope: string,
      claims: Record<string, unknown>,
      rejected: string[],
    ): Promise<Record<string, unknown>>;
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
    state?: string;
  }

  export interface Interaction {
    readonly uid: string;
    readonly returnTo: string;
    readonly grantId?: string;
    readonly prompt: {
      name: string;
      reasons: string[];
      details: {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
    };
    readonly params: Record<string, unknown>;
    readonly session?: { accountId: string; uid?: string };
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; amr?: string[] };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export interface Grant {
    readonly jti: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantModel {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  type TtlFunction = (
    ctx: KoaContextWithOIDC,
    token: IssuedToken & { iiat?: number; iat?: number },
    client: Client,
  ) => number;
  type SessionTtlFunction = (ctx: KoaContextWithOIDC, session: Session) => number;

  export interface Configuration {
    adapter: (model: string) => Adapter;
    clients: ClientMetadata[];
    jwks: { keys: JWK[] };
    cookies: {
      keys: string[];
      names?: { session?: string; interaction?: string; resume?: string };
      long?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none'; path?: string };
      short?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none'; path?: string };
    };
    claims: Record<string, string[] | null>;
    scopes: string[];
    conformIdTokenClaims: boolean;
    findAccount(ctx: KoaContextWithOIDC, sub: string, token?: IssuedToken): Promise<Account | undefined>;
    extraTokenClaims(
      ctx: KoaContextWithOIDC,
      token: IssuedToken,
    ): Promise<Record<string, unknown> | undefined>;
    clientBasedCORS(ctx: KoaContextWithOIDC, origin: string, client: Client): boolean;
    interactions: { url(ctx: KoaContextWithOIDC, interaction: Interaction): Promise<string> | string };
    renderError(ctx: KoaContextWithOIDC, out: ErrorOut, error: Error): Promise<void> | void;
    pkce: { required(ctx: KoaContextWithOIDC, client: Client): boolean };
    rotateRefreshToken: boolean;
    issueRefreshToken(ctx: KoaContextWithOIDC, client: Client): Promise<boolean>;
    expiresWithSession(ctx: KoaContextWithOIDC, token: IssuedToken): Promise<boolean>;
    ttl: {
      AccessToken: number;
      ClientCredentials?: number;
      AuthorizationCode: number;
      IdToken: number;
      Interaction: number;
      RefreshToken: number | TtlFunction;
      Session: number | SessionTtlFunction;
      Grant: number;
    };
    features: {
      devInteractions: { enabled: boolean };
      userinfo: { enabled: boolean };
      clientCredentials?: { enabled: boolean };
      revocation: { enabled: boolean };
      resourceIndicators: {
        enabled: boolean;
        defaultResource(
          ctx: KoaContextWithOIDC,
          client: Client,
          oneOf?: string[],
        ): Promise<string | string[]>;
        useGrantedResource(ctx: KoaContextWithOIDC, model: unknown): Promise<boolean>;
        getResourceServerInfo(
          ctx: KoaContextWithOIDC,
          resourceIndicator: string,
          client: Client,
        ): Promise<ResourceServerInfo>;
      };
      rpInitiatedLogout: {
        enabled: boolean;
        logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void>;
        postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void>;
      };
    };
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantModel;
    readonly Client: ClientClass;
    readonly Session: SessionModel;
    /** Adds a Koa middleware in front of the provider's own (it may act after `next()`). */
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): this;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: 'server_error', listener: (ctx: KoaContextWithOIDC, error: Error) => void): this;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
  };

  export default Provider;
}
