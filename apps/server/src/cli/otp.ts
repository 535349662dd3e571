import { loadEnv } from '../config/env.ts';
import { currentCode, demoTotpSecret } from '../modules/otp/otp-service.ts';
import { configureTotpKey, openTotpSecret } from '../modules/otp/totp-secret-box.ts';
import { openCliDatabase } from './cli-database.ts';

/**
 * `npm run otp -- <username> [--offset N]`: prints the staff member's current one-time code (or
 * the code N 30-second steps away, which the server also accepts for N = -1 and 1) as the last
 * line. Reads the enrolled secret from the database; demo staff fall back to their known secret.
 */
async function main(): Promise<void> {
  const username = process.argv[2];
  if (!username) {
    console.error('Uso: npm run otp -- <usuário>');
    process.exit(2);
  }
  let secret: string | null = null;
  try {
    const { handle, close } = await openCliDatabase();
    try {
      const row = await handle.db
        .selectFrom('staff_user')
        .select('totp_secret')
        .where('username', '=', username)
        .executeTakeFirst();
      configureTotpKey(loadEnv().SECRETS_KEY);
      secret = row?.totp_secret ? await openTotpSecret(handle.db, row.totp_secret) : null;
    } finally {
      await close();
    }
  } catch (error) {
    console.error(
      `Banco de dados indisponível (${error instanceof Error ? error.message : String(error)}); usando o segredo de demonstração.`,
    );
    secret = demoTotpSecret(username);
  }
  if (!secret) {
    console.error(`Usuário ${username} não tem código OTP cadastrado.`);
    process.exit(1);
  }
  const offsetAt = process.argv.indexOf('--offset');
  const offset = offsetAt >= 0 ? Number(process.argv[offsetAt + 1] ?? 0) : 0;
  console.log(currentCode(secret, Date.now() + (Number.isInteger(offset) ? offset : 0) * 30_000));
}

void main();
