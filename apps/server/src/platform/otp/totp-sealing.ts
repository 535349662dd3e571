import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { configureTotpKey, sealStoredTotpSecrets } from './totp-secret-box.ts';

/**
 * Authenticator secrets are stored sealed with the key of SECRETS_KEY. Without it the key is a
 * random one kept in the database (`server_secret`), which a production server warns about.
 * Once ready, the server seals the secrets still stored in clear (written by older versions).
 */
export function registerTotpSealing(
  app: FastifyInstance,
  options: { db: Database; secretsKey: string | undefined; production: boolean },
): void {
  configureTotpKey(options.secretsKey);
  if (!options.secretsKey && options.production)
    app.log.warn(
      'SECRETS_KEY is not set: stored secrets are sealed with a key kept in the database itself. Set SECRETS_KEY from a secret store.',
    );
  app.addHook('onReady', async () => {
    try {
      const sealed = await sealStoredTotpSecrets(options.db);
      if (sealed > 0) app.log.info({ sealed }, 'authenticator secrets sealed');
    } catch (error) {
      // Unsealed secrets still work; the next start seals them.
      app.log.warn({ err: error }, 'authenticator secrets not sealed at start');
    }
  });
}
