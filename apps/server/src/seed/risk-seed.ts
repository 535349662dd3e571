import type { Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import type {
  AnalysisStatus,
  BasketFrequency,
  DeclinedTransactionTable,
  RiskTransactionType,
  ScheduledStatus,
  ScheduledTransactionTable,
  TransactionAnalysisTable,
} from '../db/schema-risk.ts';
import { todaySaoPaulo } from '../http/date-bounds.ts';
import { cnpj, cpf, createRandom, intBetween, personName, pick } from './generator.ts';
import { PIX_WHITE_LABELS } from './pix-seed.ts';

const TYPES: RiskTransactionType[] = ['PIX', 'TED', 'TED_ON_US', 'BILLET', 'RECHARGE'];
const DECLINE_REASONS = [
  'INSUFFICIENT_BALANCE',
  'LIMIT_EXCEEDED',
  'BLACKLISTED_COUNTERPART',
  'SUSPECTED_FRAUD',
  'INVALID_ACCOUNT',
  'OUT_OF_HOURS',
];
const RULES = [
  'Valor acima do padrão',
  'Destinatário novo',
  'Horário atípico',
  'Sequência de transferências',
];
const ANALYSIS_STATUSES: AnalysisStatus[] = [
  'PENDING',
  'PENDING',
  'PENDING',
  'IN_ANALYSIS',
  'APPROVED',
  'DECLINED',
];
const SCHEDULED_STATUSES: ScheduledStatus[] = ['SCHEDULED', 'SCHEDULED', 'EXECUTED', 'CANCELLED', 'FAILED'];

/** Demo payment accounts seeded by the Pix demo: 40 per white label. */
export const riskDemoAccount = (whiteLabelIndex: number, n: number) =>
  `1c2d3e4f-0000-4000-8000-${String(whiteLabelIndex * 1000 + n).padStart(12, '0')}`;

const OPERATIONS: [string, string, number, number, BasketFrequency][] = [
  ['PIX_OUT', 'Pix enviado', 0, 30, 'MONTHLY'],
  ['TED_OUT', 'TED enviada', 890, 2, 'MONTHLY'],
  ['BILLET_ISSUE', 'Emissão de boleto', 290, 5, 'MONTHLY'],
  ['WITHDRAWAL', 'Saque', 650, 4, 'MONTHLY'],
  ['STATEMENT', 'Extrato impresso', 250, 1, 'MONTHLY'],
];

const iso = (d: Date) => todaySaoPaulo(d);

/**
 * Demo risk data on the Pix demo's white labels and accounts: analyses in every state, declined
 * and scheduled transactions, baskets with operations and taxes (and the accounts on them),
 * and both blacklists. Runs once: nothing is added when baskets already exist.
 */
export async function seedRiskDemo(db: Database, now = new Date()): Promise<void> {
  const existing = await db.selectFrom('basket').select('uuid').limit(1).executeTakeFirst();
  if (existing) return;
  const accountCount = await db
    .selectFrom('payment_account')
    .select('uuid_account_payment')
    .limit(1)
    .execute();
  if (accountCount.length === 0) return;
  const random = createRandom(20261119);
  const day = 86_400_000;
  await db.transaction().execute(async (trx) => {
    const analyses: Insertable<TransactionAnalysisTable>[] = [];
    const declined: Insertable<DeclinedTransactionTable>[] = [];
    const scheduled: Insertable<ScheduledTransactionTable>[] = [];
    for (const [w, wl] of PIX_WHITE_LABELS.entries()) {
      for (let n = 0; n < 24; n++) {
        const status = ANALYSIS_STATUSES[n % ANALYSIS_STATUSES.length] ?? 'PENDING';
        const at = new Date(now.getTime() - intBetween(random, 1, 20 * 24) * 3_600_000);
        const decided = status === 'APPROVED' || status === 'DECLINED';
        const analyst = pick(random, ['superadmin', 'financeiro']);
        analyses.push({
          uuid_white_label: wl.uuid,
          uuid_account_payment: riskDemoAccount(w, n % 40),
          transaction_type: pick(random, TYPES),
          amount: intBetween(random, 50_000, 5_000_000),
          counterpart_name: personName(random),
          counterpart_document: random() < 0.8 ? cpf(random) : cnpj(random),
          risk_score: intBetween(random, 40, 99),
          rule: pick(random, RULES),
          status,
          assigned_to: status === 'PENDING' ? null : analyst,
          assigned_at: status === 'PENDING' ? null : new Date(at.getTime() + 3_600_000),
          decided_by: decided ? analyst : null,
          decided_at: decided ? new Date(at.getTime() + 7_200_000) : null,
          decision_reason: decided
            ? status === 'APPROVED'
              ? 'Cliente confirmou a operação'
              : 'Indícios de fraude'
            : null,
          date_register: at,
          date_update: at,
        });
      }
      // The first six accounts of each white label carry declined and scheduled transactions.
      for (let a = 0; a < 6; a++) {
        const account = riskDemoAccount(w, a);
        for (let n = 0; n < 18; n++) {
          declined.push({
            uuid_white_label: wl.uuid,
            uuid_account_payment: account,
            transaction_type: pick(random, TYPES),
            amount: intBetween(random, 1_000, 800_000),
            reason: pick(random, DECLINE_REASONS),
            description: random() < 0.5 ? 'Recusada pela regra de risco' : null,
            date_register: new Date(now.getTime() - Math.floor(random() * 60 * day)),
          });
        }
        for (let n = 0; n < 8; n++) {
          const offset = intBetween(random, -20, 40);
          scheduled.push({
            uuid_white_label: wl.uuid,
            uuid_account_payment: account,
            transaction_type: pick(random, TYPES),
            amount: intBetween(random, 5_000, 2_000_000),
            status:
              offset > 0 ? 'SCHEDULED' : (SCHEDULED_STATUSES[n % SCHEDULED_STATUSES.length] ?? 'EXECUTED'),
            execution_date: iso(new Date(now.getTime() + offset * day)),
            recipient_name: personName(random),
            date_register: new Date(now.getTime() - intBetween(random, 1, 30) * day),
          });
        }
      }
    }
    await trx.insertInto('transaction_analysis').values(analyses).execute();
    await trx.insertInto('declined_transaction').values(declined).execute();
    await trx.insertInto('scheduled_transaction').values(scheduled).execute();

    for (const [w, wl] of PIX_WHITE_LABELS.entries()) {
      const baskets = await trx
        .insertInto('basket')
        .values([
          { uuid_white_label: wl.uuid, name: 'Essencial', description: 'Cesta padrão de pessoa física' },
          { uuid_white_label: wl.uuid, name: 'Empresas', description: 'Cesta de pessoa jurídica' },
          { uuid_white_label: wl.uuid, name: 'Legada 2023', description: 'Cesta encerrada', active: false },
        ])
        .returning(['uuid', 'name'])
        .execute();
      for (const [b, basket] of baskets.entries()) {
        await trx
          .insertInto('basket_operation')
          .values(
            OPERATIONS.map(([operation, description, amount, free, frequency]) => ({
              uuid_basket: basket.uuid,
              operation,
              description,
              amount: amount + b * 100,
              free_quantity: free,
              frequency,
            })),
          )
          .execute();
        await trx
          .insertInto('basket_tax')
          .values([
            {
              uuid_basket: basket.uuid,
              name: 'Mensalidade',
              amount: 1_490 + b * 1_000,
              frequency: 'MONTHLY',
            },
            { uuid_basket: basket.uuid, name: 'Anuidade do cartão', amount: 9_900, frequency: 'YEARLY' },
          ])
          .execute();
      }
      const [essential, business] = baskets;
      if (essential && business) {
        await trx
          .insertInto('basket_account')
          .values(
            Array.from({ length: 10 }, (_, n) => ({
              uuid_account_payment: riskDemoAccount(w, n),
              uuid_basket: n % 5 === 4 ? business.uuid : essential.uuid,
              date_start: new Date(now.getTime() - 90 * day),
              changed_by: 'superadmin',
            })),
          )
          .execute();
      }
    }

    await trx
      .insertInto('blacklist_entry')
      .values(
        Array.from({ length: 14 }, (_, n) => ({
          name: personName(random),
          document: n % 4 === 3 ? cnpj(random) : cpf(random),
          date_register: new Date(now.getTime() - n * 3 * day),
        })),
      )
      .onConflict((oc) => oc.column('document').doNothing())
      .execute();
    await trx
      .insertInto('blacklist_management')
      .values(
        Array.from({ length: 12 }, (_, n) => {
          const temporary = n % 3 === 0;
          return {
            full_name: personName(random),
            document_number: n % 4 === 3 ? cnpj(random) : cpf(random),
            temporary,
            expires_at: temporary ? new Date(now.getTime() + (10 + n) * day) : null,
            date_register: new Date(now.getTime() - n * 2 * day),
            date_update: new Date(now.getTime() - n * 2 * day),
          };
        }),
      )
      .onConflict((oc) => oc.column('document_number').doNothing())
      .execute();
  });
}
