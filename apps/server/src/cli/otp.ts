import { loadEnv } from '../config/env.ts';
import { currentCode, demoTotpSecret } from '../platform/otp/otp-service.ts';
import { configureTotpKey, openTotpSecret } from '../platform/otp/totp-secret-box.ts';
import { MissingDatabaseError, openCliDatabase } from './cli-database.ts';

/** The member's secret as the server holds it, or why there is none. */
async function enrolledSecret(username: string): Promise<{ secret: string } | { problem: string }> {
  const { handle, close, describe } = await openCliDatabase({ existing: true });
  try {
    const row = await handle.db
      .selectFrom('staff_user')
      .select('totp_secret')
      .where('username', '=', username)
      .executeTakeFirst();
    if (!row) return { problem: `Usuário ${username} não existe no banco ${describe}.` };
    configureTotpKey(loadEnv().SECRETS_KEY);
    const secret = row.totp_secret ? await openTotpSecret(handle.db, row.totp_secret) : null;
    return secret
      ? { secret }
      : { problem: `Usuário ${username} não tem código OTP cadastrado no banco ${describe}.` };
  } finally {
    await close();
  }
}

/**
 * `npm run otp -- <username> [--offset N]`: prints the staff member's current one-time code (or
 * the code N 30-second steps away, which the server also accepts for N = -1 and 1) as the last
 * line. Reads the enrolled secret from the database the server uses (the same `DATA_DIR` or
 * `DATABASE_URL`), never from a new empty one; with the database not running and a demo member,
 * their known demo secret.
 */
async function main(): Promise<void> {
  const username = process.argv[2];
  if (!username) {
    console.error('Uso: npm run otp -- <usuário>');
    process.exit(2);
  }
  let found: { secret: string } | { problem: string };
  try {
    found = await enrolledSecret(username);
  } catch (error) {
    if (error instanceof MissingDatabaseError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(
      `Banco de dados indisponível (${error instanceof Error ? error.message : String(error)}); usando o segredo de demonstração.`,
    );
    found = { secret: demoTotpSecret(username) };
  }
  if ('problem' in found) {
    console.error(found.problem);
    process.exit(1);
  }
  const offsetAt = process.argv.indexOf('--offset');
  const offset = offsetAt >= 0 ? Number(process.argv[offsetAt + 1] ?? 0) : 0;
  console.log(currentCode(found.secret, Date.now() + (Number.isInteger(offset) ? offset : 0) * 30_000));
}

void main();
