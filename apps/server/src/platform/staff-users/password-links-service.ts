import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { unprocessable } from '../../http/errors.ts';
import { localMailSender } from '../../oidc/mail-outbox.ts';
import { hashPassword } from '../../oidc/password.ts';
import { auditManyAs } from '../audit/audit-service.ts';
import * as links from './password-links-repository.ts';

/**
 * Whoever sets a password never uses the account: a member's password is set by the member,
 * through a one-use link sent to their e-mail when an administrator creates the account or
 * resets its password. The administrator's answer never carries the link; only its digest is
 * stored. The link opens `/auth/password/<token>` (password-link-routes.ts).
 */

/** Hours a link stays usable. */
export const PASSWORD_LINK_HOURS = 72;
/** Path of the owner's page, below the public URL. */
export const PASSWORD_LINK_PATH = '/auth/password';

export const PASSWORD_LINK_MESSAGES = {
  noEmail: 'O usuário não tem e-mail cadastrado para receber o link de definição de senha.',
} as const;

/** One message to a staff member. */
export interface StaffMessage {
  staffId: number | null;
  to: string;
  subject: string;
  body: string;
}

/**
 * Where messages to staff go. The local adapter hands them to the platform's mail adapter
 * (`oidc/mail-outbox.ts`), which writes them to `mail_outbox`, which no API reads (the administrator who asked for a link cannot read it back); `send` runs inside
 * the transaction that stores the link, so a failed send stores nothing.
 */
export interface StaffMailer {
  readonly name: 'local';
  send(trx: Database, message: StaffMessage): Promise<void>;
}

export const localStaffMailer: StaffMailer = {
  name: 'local',
  async send(trx, message) {
    await localMailSender.send(trx, {
      to: message.to,
      subject: message.subject,
      body: message.body,
      topic: links.PASSWORD_LINK_TOPIC,
    });
  },
};

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LinkTarget {
  id: number;
  username: string;
  full_name: string;
  email: string | null;
}

/**
 * Sends the member a new one-use link to set their password (closing any open one), in the
 * caller's transaction. `baseUrl` is the server's public URL.
 */
export async function sendPasswordLink(
  trx: Database,
  mailer: StaffMailer,
  request: {
    staff: LinkTarget;
    purpose: 'CREATE' | 'RESET';
    requestedBy: string;
    now: Date;
    baseUrl: string;
  },
): Promise<void> {
  const { staff, now } = request;
  if (!staff.email)
    throw unprocessable(PASSWORD_LINK_MESSAGES.noEmail, { email: [PASSWORD_LINK_MESSAGES.noEmail] });
  const token = randomBytes(32).toString('base64url');
  await links.closeOpenLinks(trx, staff.id, now);
  await links.insertLink(trx, {
    staff_user_id: staff.id,
    token_hash: digest(token),
    purpose: request.purpose,
    requested_by: request.requestedBy,
    created_at: now,
    expires_at: new Date(now.getTime() + PASSWORD_LINK_HOURS * 3_600_000),
  });
  const url = `${request.baseUrl}${PASSWORD_LINK_PATH}/${token}`;
  const why =
    request.purpose === 'CREATE'
      ? 'Um acesso ao console Mentor foi criado para você.'
      : 'A senha do seu acesso ao console Mentor foi redefinida.';
  await mailer.send(trx, {
    staffId: staff.id,
    to: staff.email,
    subject: 'Defina sua senha do Mentor',
    body: [
      `Olá, ${staff.full_name}.`,
      '',
      `${why} Defina sua senha neste link (usuário ${staff.username}):`,
      url,
      '',
      `O link vale por ${PASSWORD_LINK_HOURS} horas e pode ser usado uma única vez. Depois de definir a senha, entre no console e cadastre seu autenticador.`,
      'Se você não esperava esta mensagem, avise a equipe de segurança.',
    ].join('\n'),
  });
}

/** The member a usable link belongs to (not used, not expired, member enabled), or null. */
export async function passwordLinkOwner(db: Database, token: string, now: Date) {
  const link = await links.findLink(db, digest(token));
  if (!link || link.used_at || link.expires_at.getTime() <= now.getTime() || !link.enabled) return null;
  return { username: link.username, fullName: link.full_name };
}

/**
 * Sets the member's own password through a link and spends the link, audited as the member.
 * False when the link is unknown, used, expired or its member disabled (nothing changes).
 */
export async function setPasswordWithLink(
  db: Database,
  token: string,
  password: string,
  now: Date,
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const link = await links.findLink(trx, digest(token), true);
    if (!link || link.used_at || link.expires_at.getTime() <= now.getTime() || !link.enabled) return false;
    await links.setOwnPassword(trx, link.staff_user_id, passwordHash);
    await links.markLinkUsed(trx, link.id, now);
    await auditManyAs(trx, { username: link.username, fullName: link.full_name, requestId: null }, [
      {
        tableContext: 'project_user',
        recordId: link.staff_user_id,
        action: 'UPDATE',
        before: { username: link.username, password: 'pendente' },
        after: { username: link.username, password: 'definida pelo próprio usuário' },
        projectId: link.project_id,
      },
    ]);
    return true;
  });
}

/** A reset: no password until the member sets one, no authenticator. */
export function clearPasswordAndAuthenticator(trx: Database, staffId: number): Promise<void> {
  return links.clearPasswordAndAuthenticator(trx, staffId);
}

/** The latest message the local adapter wrote to a member (development tools and tests). */
export function latestMailTo(db: Database, username: string) {
  return links.latestMailTo(db, username);
}
