import type { Database } from '../db/database.ts';
import type { MailSender } from './mail-outbox.ts';

export interface RepeatedFailures {
  staffId: number;
  /** Address the failures came from. */
  source: string;
  /** Whether they came from a browser where the owner signed in before. */
  knownDevice: boolean;
  /** `client-locked`: that client is locked out for minutes; `username-slowed`: failures from many places. */
  kind: 'client-locked' | 'username-slowed';
}

export const SIGN_IN_NOTICE_TOPIC = 'sign-in-failures';

/**
 * Tells the owner of a username that someone keeps typing wrong passwords for it: once when a
 * client gets locked out, once when the username starts being slowed down. Staff without an
 * e-mail address are not told (the server log has it).
 */
export async function notifyRepeatedFailures(
  db: Database,
  mail: MailSender,
  failures: RepeatedFailures,
): Promise<boolean> {
  const owner = await db
    .selectFrom('staff_user')
    .select(['username', 'full_name', 'email'])
    .where('id', '=', failures.staffId)
    .executeTakeFirst();
  if (!owner?.email) return false;
  const where = failures.knownDevice
    ? `de um navegador em que você já entrou (endereço ${failures.source})`
    : `do endereço ${failures.source}`;
  const what =
    failures.kind === 'client-locked'
      ? `Houve 10 tentativas seguidas de entrar no Mentor como "${owner.username}" com a senha errada, ${where}. As tentativas desse lugar estão bloqueadas por alguns minutos.`
      : `Houve muitas tentativas de entrar no Mentor como "${owner.username}" com a senha errada, vindas de vários lugares. Novas tentativas de navegadores desconhecidos estão sendo atrasadas.`;
  await mail.send(db, {
    to: owner.email,
    subject: 'Mentor: tentativas de entrar com a sua conta',
    topic: SIGN_IN_NOTICE_TOPIC,
    body: `Olá, ${owner.full_name}.

${what}

Você continua entrando normalmente com a sua senha. Se não foi você, avise a equipe de segurança e troque a sua senha.`,
  });
  return true;
}
