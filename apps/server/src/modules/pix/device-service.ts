import type { Device } from '@mentor/contract/pix';
import type { Database } from '../../db/database.ts';
import { type Actor, assertActorProject } from '../../http/actor.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { findDevice, setDeviceStatus, toDevice } from './device-repository.ts';
import { consumeCheckedToken } from './sms-service.ts';

export const DEVICE_MESSAGES = {
  notFound: 'Dispositivo não encontrado.',
  authorizeNotPending: 'Só é possível autorizar um dispositivo com status Pendente.',
  revokeNotPending: 'Só é possível revogar um dispositivo com status Pendente.',
  smsRequired: 'Confirme o código SMS enviado ao cliente antes de autorizar o dispositivo.',
} as const;

/**
 * PENDING → AUTHORIZED (authorise, spending an SMS code the caller checked for the account) or
 * PENDING → UNAUTHORIZED (revoke); any other change is a 409.
 */
export async function decideDevice(
  db: Database,
  actor: Actor,
  account: string,
  device: string,
  decision: 'authorize' | 'revoke',
): Promise<Device> {
  const user = actor.user;
  return db.transaction().execute(async (trx) => {
    const row = await findDevice(trx, device, true);
    if (!row || row.uuid_account_payment !== account) throw notFound(DEVICE_MESSAGES.notFound);
    assertActorProject(actor, row.project_id);
    if (row.status !== 'PENDING') {
      throw conflict(
        decision === 'authorize' ? DEVICE_MESSAGES.authorizeNotPending : DEVICE_MESSAGES.revokeNotPending,
      );
    }
    let smsTokenId: number | null = null;
    if (decision === 'authorize') {
      smsTokenId = await consumeCheckedToken(trx, account, user.username);
      if (smsTokenId === null) throw conflict(DEVICE_MESSAGES.smsRequired);
    }
    await setDeviceStatus(
      trx,
      device,
      decision === 'authorize' ? 'AUTHORIZED' : 'UNAUTHORIZED',
      user.username,
    );
    const after = await findDevice(trx, device);
    if (!after) throw notFound(DEVICE_MESSAGES.notFound);
    const result = toDevice(after);
    await audit(trx, actor, {
      tableContext: 'pix_device',
      recordId: device,
      action: 'UPDATE',
      before: toDevice(row),
      after: smsTokenId === null ? result : { ...result, smsTokenId },
      projectId: row.project_id,
    });
    return result;
  });
}
