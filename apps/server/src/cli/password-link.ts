import { latestMailTo } from '../platform/staff-users/password-links-service.ts';
import { MissingDatabaseError, openCliDatabase } from './cli-database.ts';

/**
 * `npm run password-link -- <username>`: prints, as the last line, the link of the last message
 * the local mail adapter wrote to a staff member (their one-use link to set their own password).
 * For development and the browser tests only: the local adapter's outbox stands in for the
 * member's mailbox, and no API reads it. Reads the database the server uses.
 */
async function main(): Promise<void> {
  const username = process.argv[2];
  if (!username) {
    console.error('Uso: npm run password-link -- <usuário>');
    process.exit(2);
  }
  let opened: Awaited<ReturnType<typeof openCliDatabase>>;
  try {
    opened = await openCliDatabase({ existing: true });
  } catch (error) {
    console.error(error instanceof MissingDatabaseError ? error.message : String(error));
    process.exit(1);
  }
  try {
    const mail = await latestMailTo(opened.handle.db, username);
    const link = mail?.body.match(/https?:\/\/\S+\/auth\/password\/[\w-]+/)?.[0];
    if (!link) {
      console.error(`Nenhum link de senha enviado a ${username} no banco ${opened.describe}.`);
      process.exitCode = 1;
      return;
    }
    console.log(link);
  } finally {
    await opened.close();
  }
}

void main();
