import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import * as repo from './acquirer-repository.ts';

export const ACQUIRER_MESSAGES = {
  acquirerNotFound: 'Adquirente não encontrado.',
  channelNotFound: 'Canal não encontrado.',
} as const;

export async function readAcquirer(db: Database, id: number) {
  const acquirer = await repo.findAcquirer(db, id);
  if (!acquirer) throw notFound(ACQUIRER_MESSAGES.acquirerNotFound);
  return acquirer;
}

/** The acquirer's MDR on one of its channels (for an MCC when given). */
export async function acquirerChannelMdr(
  db: Database,
  id: number,
  channelId: number,
  mcc: string | undefined,
) {
  const acquirer = await readAcquirer(db, id);
  if (!acquirer.channels.some((c) => c.id === channelId)) throw notFound(ACQUIRER_MESSAGES.channelNotFound);
  return repo.listAcquirerMdr(db, channelId, mcc ?? null);
}

export async function readChannel(db: Database, id: number) {
  const channel = await repo.findChannel(db, id);
  if (!channel) throw notFound(ACQUIRER_MESSAGES.channelNotFound);
  return channel;
}

export async function updateChannel(db: Database, actor: Actor, id: number, channelName: string) {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findChannel(trx, id, true);
    if (!before) throw notFound(ACQUIRER_MESSAGES.channelNotFound);
    await repo.renameChannel(trx, id, channelName);
    const after = await readChannel(trx, id);
    await audit(trx, actor, { tableContext: 'channel', recordId: id, action: 'UPDATE', before, after });
    return after;
  });
}
