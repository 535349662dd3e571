import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildRealmExport } from './keycloak-realm-export.ts';

/** The realm export kept in the repository, for importing into Keycloak. */
export const REALM_EXPORT_PATH = fileURLToPath(
  new URL('../../../../deploy/keycloak/realm-mentor.json', import.meta.url),
);

/**
 * `npm run keycloak-realm`: writes `deploy/keycloak/realm-mentor.json` with its roles generated
 * from the role matrix, so Keycloak grants what the built-in sign-in grants.
 */
function main(): void {
  const base = JSON.parse(readFileSync(REALM_EXPORT_PATH, 'utf8'));
  writeFileSync(REALM_EXPORT_PATH, `${JSON.stringify(buildRealmExport(base), null, 2)}\n`);
  console.log(`Realm gerado: ${REALM_EXPORT_PATH}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
