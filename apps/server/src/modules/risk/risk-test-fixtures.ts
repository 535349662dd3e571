import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { AnalysisStatus, RiskTransactionType } from '../../db/schema-risk.ts';
import { PIX_WHITE_LABELS } from '../../db/seed/pix-seed.ts';

/** White labels of the demo seed: [0] and [1] belong to project 1, [2] to project 2. */
export const WL_P1 = PIX_WHITE_LABELS[0].uuid;
export const WL_P1_B = PIX_WHITE_LABELS[1].uuid;
export const WL_P2 = PIX_WHITE_LABELS[2].uuid;

let counter = 0;

/** A fresh payment account of a white label. */
export async function createRiskAccount(db: Database, whiteLabel: string, fullName = 'Conta Risco') {
  counter += 1;
  const row = await db
    .insertInto('payment_account')
    .values({
      uuid_white_label: whiteLabel,
      full_name: fullName,
      account_number: `7${Date.now().toString().slice(-7)}${counter}`,
      document: '52998224725',
    })
    .returning('uuid_account_payment')
    .executeTakeFirstOrThrow();
  return row.uuid_account_payment;
}

export async function createAnalysis(
  db: Database,
  whiteLabel: string,
  account: string,
  options: { status?: AnalysisStatus; at?: Date; assignedTo?: string; type?: RiskTransactionType } = {},
) {
  const at = options.at ?? new Date();
  const row = await db
    .insertInto('transaction_analysis')
    .values({
      uuid_white_label: whiteLabel,
      uuid_account_payment: account,
      transaction_type: options.type ?? 'PIX',
      amount: 150_000,
      counterpart_name: 'Destinatário',
      counterpart_document: '11144477735',
      risk_score: 80,
      rule: 'Valor acima do padrão',
      status: options.status ?? 'PENDING',
      assigned_to: options.assignedTo ?? null,
      assigned_at: options.assignedTo ? at : null,
      date_register: at,
      date_update: at,
    })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  return row.uuid;
}

export async function createDeclined(
  db: Database,
  whiteLabel: string,
  account: string,
  reason: string,
  amount: number,
  at: Date,
  type: RiskTransactionType = 'PIX',
) {
  await db
    .insertInto('declined_transaction')
    .values({
      uuid_white_label: whiteLabel,
      uuid_account_payment: account,
      transaction_type: type,
      amount,
      reason,
      date_register: at,
    })
    .execute();
}

export async function createScheduled(
  db: Database,
  whiteLabel: string,
  account: string,
  executionDate: string,
  amount: number,
  type: RiskTransactionType = 'PIX',
) {
  await db
    .insertInto('scheduled_transaction')
    .values({
      uuid_white_label: whiteLabel,
      uuid_account_payment: account,
      transaction_type: type,
      amount,
      execution_date: executionDate,
      recipient_name: 'Recebedor',
    })
    .execute();
}

export const newUuid = () => randomUUID();
