import { CREDENTIAL_MESSAGES } from '@mentor/contract/credentials';
import { credentials } from '@mentor/contract/credentials-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import { notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import type { CredentialDirectory } from './credential-directory.ts';
import { assertScopesWithinCaller } from './credential-scopes.ts';
import { selectCredentialDirectory } from './select-directory.ts';

/**
 * API credentials (financial/Pix/onboarding spec §7): clients of the identity provider in use,
 * named by the `{idp}` path segment (`mentor` for the built-in provider, `keycloak` with
 * OIDC_ISSUER). Another provider's name answers 404.
 */
export async function credentialsRoutes(app: App, deps: AppDeps): Promise<void> {
  const directory = selectCredentialDirectory(deps.db, deps.env);
  const use = (name: string): CredentialDirectory => {
    if (name !== directory.idp) throw notFound(CREDENTIAL_MESSAGES.idpNotInUse);
    return directory;
  };

  serve(app, credentials.listCredentials, ({ params, query }, request) => {
    const { page, perPage, sortBy: _s, sortDesc: _d, ...filters } = query;
    return use(params.idp).list(actorOf(request), filters, { page, perPage });
  });

  serve(app, credentials.createCredential, async ({ params, body }, request) => {
    const target = use(params.idp);
    await assertScopesWithinCaller(deps.db, target, actorOf(request), body);
    return target.create(actorOf(request), body);
  });

  serve(app, credentials.listClientRoles, ({ params }) => use(params.idp).clientRoles());

  serve(app, credentials.listRealmRoles, ({ params }) => use(params.idp).realmRoles());

  serve(app, credentials.listRealms, ({ params }) => use(params.idp).realms());

  serve(app, credentials.readCredential, ({ params }, request) =>
    use(params.idp).read(actorOf(request), params.id),
  );

  serve(app, credentials.updateMappers, ({ params, body }, request) =>
    use(params.idp).updateMappers(actorOf(request), params.id, body),
  );

  serve(app, credentials.toggleEnabled, ({ params, body }, request) =>
    use(params.idp).setEnabled(actorOf(request), params.id, body.enabled),
  );

  serve(app, credentials.addRoles, async ({ params, body }, request) => {
    const target = use(params.idp);
    await assertScopesWithinCaller(deps.db, target, actorOf(request), body);
    return target.addRoles(actorOf(request), params.id, body);
  });

  serve(app, credentials.removeRoles, ({ params, body }, request) =>
    use(params.idp).removeRoles(actorOf(request), params.id, body),
  );

  serve(app, credentials.resetSecret, ({ params, body }, request) =>
    use(params.idp).resetSecret(actorOf(request), params.id, body.grace_minutes),
  );

  serve(app, credentials.effectivePermissions, ({ params }, request) =>
    use(params.idp).effectivePermissions(actorOf(request), params.id),
  );

  await catalogueRoutes(app, deps);
}
