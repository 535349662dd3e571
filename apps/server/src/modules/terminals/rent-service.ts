import { addBusinessDays } from '@mentor/contract/common/business-days';
import type { calculateRentQuerySchema, RentCalculation, RentCycle } from '@mentor/contract/terminals';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { type Actor, assertActorProject } from '../../http/actor.ts';
import { todaySaoPaulo } from '../../http/date-bounds.ts';
import { notFound } from '../../http/errors.ts';
import { type AuditActor, type AuditEntry, audit, auditManyAs } from '../../platform/audit/audit-service.ts';
import { calculateRent, chargeInMonth, monthOf, type RentTerms } from './rent-calculation.ts';
import { advanceableRents, insertRentOnce, rentingTerminals, setRentStatus } from './rent-repository.ts';
import { findTerminal } from './terminal-repository.ts';

export const RENT_QUEUE = 'terminal-automatic-rent';
/** Business days between charging the merchant and paying the project. */
export const PROJECT_PAYMENT_BUSINESS_DAYS = 2;
export const RENT_MESSAGES = {
  terminalNotFound: 'Terminal não encontrado.',
  noMerchant: 'Terminal sem lojista para cobrar o aluguel.',
} as const;

type CalculateQuery = z.output<typeof calculateRentQuerySchema>;

/** Preview of the charges a rent setting would make (nothing is saved). */
export async function previewRent(
  db: Database,
  actor: Actor,
  query: CalculateQuery,
): Promise<RentCalculation> {
  if (query.terminal_id) {
    const terminal = await findTerminal(db, query.terminal_id);
    if (!terminal) throw notFound(RENT_MESSAGES.terminalNotFound);
    assertActorProject(actor, terminal.project_id);
  }
  return calculateRent({
    modality_cost: query.modality_cost,
    charge_day_of_month: query.charge_day_of_month,
    grace_period_type: query.grace_period_type,
    grace_period: query.grace_period_type === 'NONE' ? 0 : query.grace_period,
    automatic_rent_cycle: query.automatic_rent_cycle,
    start_date: query.start_date ?? todaySaoPaulo(),
  });
}

/** Who writes a rent's audit rows: the staff member saving a terminal's rent, or the job as the system. */
type RentAuthor = Actor | AuditActor;

/** The audit rows of the job name it as their author. */
const jobAuthor = (id: string): AuditActor => ({ username: 'system', fullName: null, requestId: id });

function auditRent(trx: Database, by: RentAuthor, entry: AuditEntry): Promise<void> {
  return 'user' in by ? audit(trx, by, entry) : auditManyAs(trx, by, [entry]);
}

export interface RentJobData {
  /** First day of the month to generate (default: the current month in São Paulo). */
  month?: string;
  /** The day charges are moved on as of (default: today in São Paulo). */
  today?: string;
}

export interface RentJobResult {
  month: string;
  created: number;
  advanced: number;
  errors: number;
}

/**
 * The automatic rent run (docs/adr/0112): creates the month's charge of every renting terminal
 * (at most one per terminal and month, by the table's unique key, so a second run creates
 * nothing) and moves each open charge one step: IN_CHARGE (charge day reached) →
 * MERCHANT_CHARGE_SCHEDULED → MERCHANT_CHARGED (ERROR without a merchant) →
 * PAYMENT_PROJECT_SCHEDULED (payment day set) → PROJECT_PAID (on that day).
 */
export async function runRentJob(
  db: Database,
  data: RentJobData = {},
  jobId = 'rent-job',
): Promise<RentJobResult> {
  const today = data.today ?? todaySaoPaulo();
  const month = data.month ?? monthOf(today);
  const author = jobAuthor(jobId);
  const created = await db.transaction().execute((trx) => createMonthCharges(trx, author, month));
  const moved = await advanceRents(db, today, author);
  return { month, created, ...moved };
}

/**
 * The charges falling in `month` of every renting terminal (or of one), each at most once;
 * answers how many were created. Also called when a terminal's rent is saved, so the charge
 * of the current month shows at once.
 */
export async function createMonthCharges(
  db: Database,
  author: RentAuthor,
  month: string,
  terminalId?: number,
): Promise<number> {
  let created = 0;
  for (const terminal of await rentingTerminals(db, terminalId)) {
    const terms: RentTerms = {
      modality_cost: terminal.modality_cost,
      charge_day_of_month: terminal.charge_day_of_month,
      grace_period_type: terminal.grace_period_type as RentTerms['grace_period_type'],
      grace_period: terminal.grace_period,
      automatic_rent_cycle: terminal.automatic_rent_cycle as RentCycle,
      start_date: terminal.start_date,
    };
    const charge = chargeInMonth(terms, month);
    if (!charge) continue;
    const values = {
      terminal_id: terminal.terminal_id,
      project_id: terminal.project_id,
      equipment_id: terminal.equipment_id,
      charged_merchant_id: terminal.merchant_id,
      owner_paid_merchant_id: terminal.owner_paid_merchant_id,
      reference_month: charge.reference_month,
      charge_date: charge.charge_date,
      dt_start: charge.dt_start,
      dt_end: charge.dt_end,
      amount: charge.amount,
      pro_rata: charge.pro_rata,
    };
    const id = await insertRentOnce(db, values);
    if (id === null) continue;
    created++;
    await auditRent(db, author, {
      tableContext: 'terminal_automatic_rent',
      recordId: id,
      action: 'CREATE',
      after: { ...values, status: 'IN_CHARGE' },
      projectId: terminal.project_id,
    });
  }
  return created;
}

async function advanceRents(db: Database, today: string, author: AuditActor) {
  return db.transaction().execute(async (trx) => {
    let advanced = 0;
    let errors = 0;
    for (const rent of await advanceableRents(trx, today)) {
      let change: Parameters<typeof setRentStatus>[2];
      switch (rent.status) {
        case 'IN_CHARGE':
          change = { status: 'MERCHANT_CHARGE_SCHEDULED' };
          break;
        case 'MERCHANT_CHARGE_SCHEDULED':
          change =
            rent.charged_merchant_id === null
              ? { status: 'ERROR', error_message: RENT_MESSAGES.noMerchant }
              : { status: 'MERCHANT_CHARGED' };
          break;
        case 'MERCHANT_CHARGED':
          change = {
            status: 'PAYMENT_PROJECT_SCHEDULED',
            dt_payment_to_project: addBusinessDays(rent.charge_date, PROJECT_PAYMENT_BUSINESS_DAYS),
          };
          break;
        default:
          change = { status: 'PROJECT_PAID', dt_project_paid: today };
      }
      await setRentStatus(trx, rent.id, change);
      if (change.status === 'ERROR') errors++;
      else advanced++;
      await auditManyAs(trx, author, [
        {
          tableContext: 'terminal_automatic_rent',
          recordId: rent.id,
          action: 'UPDATE',
          before: { status: rent.status },
          after: change,
          projectId: rent.project_id,
        },
      ]);
    }
    return { advanced, errors };
  });
}
