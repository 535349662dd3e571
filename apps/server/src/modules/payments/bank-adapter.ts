import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** One payment handed to the bank: the idempotency key names this payment's attempt. */
export interface Remittance {
  paymentId: number;
  attempt: number;
  idempotencyKey: string;
  paymentType: 'TED' | 'SLC' | 'LBK';
  amount: number;
  destination: Record<string, unknown>;
  requestedBy: string;
}

/** The bank's answer to a remittance. */
export interface BankAnswer {
  remittanceId: number;
  paymentId: number;
  attempt: number;
  status: 'PAID' | 'FAIL';
  bankReference: string | null;
  failureReason: string | null;
}

/**
 * How payments reach the bank (docs/adr/0131-bank-adapter-and-idempotent-settlement.md).
 * `send` runs inside the settling transaction, so a remittance exists exactly when the payment
 * left WAITING_SEND; a key already sent is not sent again. `collectAnswers` returns what the
 * bank answered since the last call.
 */
export interface BankAdapter {
  send(trx: Database, remittances: readonly Remittance[]): Promise<number>;
  collectAnswers(db: Database, limit: number): Promise<BankAnswer[]>;
}

/** The account number the local bank refuses (to exercise failures without a bank). */
export const LOCAL_BANK_REFUSED_ACCOUNT = '0000000';

/**
 * No bank on this machine: remittances are written to the `payment_remittance` outbox the
 * console shows, and the local bank pays every one at once, except remittances to the refused
 * account or of no money, which fail.
 */
export const localBankAdapter: BankAdapter = {
  async send(trx, remittances) {
    let sent = 0;
    for (let i = 0; i < remittances.length; i += 2000) {
      const chunk = remittances.slice(i, i + 2000);
      const result = await trx
        .insertInto('payment_remittance')
        .values(
          chunk.map((r) => ({
            payment_id: r.paymentId,
            attempt: r.attempt,
            idempotency_key: r.idempotencyKey,
            payment_type: r.paymentType,
            amount: r.amount,
            destination: JSON.stringify(r.destination),
            requested_by: r.requestedBy,
          })),
        )
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .executeTakeFirst();
      sent += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return sent;
  },

  async collectAnswers(db, limit) {
    const result = await sql<BankAnswer>`
      UPDATE payment_remittance r SET
        status = CASE WHEN r.amount <= 0 OR r.destination->>'account' = ${LOCAL_BANK_REFUSED_ACCOUNT} THEN 'FAIL' ELSE 'PAID' END,
        failure_reason = CASE WHEN r.amount <= 0 THEN 'Valor inválido para liquidação.'
          WHEN r.destination->>'account' = ${LOCAL_BANK_REFUSED_ACCOUNT} THEN 'Conta de destino recusada pelo banco.' END,
        bank_reference = CASE WHEN r.amount > 0 AND r.destination->>'account' IS DISTINCT FROM ${LOCAL_BANK_REFUSED_ACCOUNT}
          THEN 'LOCAL-' || to_char(now() AT TIME ZONE 'America/Sao_Paulo', 'YYYYMMDD') || '-' || r.id END,
        answered_at = now()
      WHERE r.id IN (
        SELECT id FROM payment_remittance WHERE status = 'SENT' ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED
      )
      RETURNING r.id AS "remittanceId", r.payment_id AS "paymentId", r.attempt, r.status,
        r.bank_reference AS "bankReference", r.failure_reason AS "failureReason"`.execute(db);
    return result.rows.map((r) => ({
      ...r,
      remittanceId: Number(r.remittanceId),
      paymentId: Number(r.paymentId),
    }));
  },
};
