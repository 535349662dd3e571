import type { Database } from '../db/database.ts';

/** One e-mail to a staff member. */
export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  /** What it is about (`sign-in-lock`, ...): kept with the message for whoever relays it. */
  topic: string;
}

/**
 * Where outbound e-mail goes. The local adapter writes it to `mail_outbox`, from which a relay
 * (or an operator) sends it; `send` may run inside the transaction of what it reports.
 */
export interface MailSender {
  readonly name: 'local';
  send(db: Database, message: MailMessage): Promise<void>;
}

export const localMailSender: MailSender = {
  name: 'local',
  async send(db, message) {
    await db
      .insertInto('mail_outbox')
      .values({ recipient: message.to, subject: message.subject, body: message.body, topic: message.topic })
      .execute();
  },
};
