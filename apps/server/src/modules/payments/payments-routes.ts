import { payments } from '@mentor/contract/payments-endpoints';
import type { Database } from '../../db/database.ts';
import { type Actor, actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve, serveCommand } from '../../http/endpoint-route.ts';
import type { ApprovalHookInput } from '../../http/route-policy.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { windowStatus } from '../../platform/approvals/approval-window.ts';
import { localBankAdapter } from './bank-adapter.ts';
import { nextCutoffs } from './payment-cutoff.ts';
import { paymentsExport } from './payments-export.ts';
import { listRemittances } from './payments-repository.ts';
import {
  applyBankAnswers,
  convertSlcToTed,
  deletePayment,
  listPayments,
  readInstallments,
  readPayment,
  readReceivableUnits,
  recalculatePayments,
  removeAllPending,
  revalidatePayments,
  rollbackPayment,
  runPaymentGeneration,
  settlementSet,
  settlePayments,
} from './payments-service.ts';

/** The payment of a gated rollback, read once per request for its approval hooks. */
const paymentOf = (db: Database, actor: Actor, id: number, once: ApprovalHookInput['once']) =>
  once('payment', () => readPayment(db, actor, id));

export const BANK_ANSWER_QUEUE = 'payments.bank-answer';
export const GENERATION_QUEUE = 'payments.generate';

/**
 * Merchant payments (spec core §7.9): the list tabs with their sums, detail, receivable units
 * and installments, export, and the actions. Settlement path: POST /api/v1/payment/settle/:payment_type
 * (docs/adr/0131-bank-adapter-and-idempotent-settlement.md). History context `payment`.
 */
export async function paymentsRoutes(app: App, { db, jobs, exports }: AppDeps): Promise<void> {
  const bank = localBankAdapter;
  jobs.register(BANK_ANSWER_QUEUE, async () => ({ moved: await applyBankAnswers(db, bank) }), {
    policy: 'short',
    retryLimit: 5,
    retryDelaySeconds: 2,
  });
  jobs.register(GENERATION_QUEUE, async () => ({ created: await runPaymentGeneration(db) }), {
    policy: 'singleton',
    // Every day at 06:00 São Paulo (09:00 UTC), before the first cut-off.
    cron: '0 9 * * *',
  });
  // One answer job per settlement, queued in its transaction. A key shared by every settlement
  // would let a settlement commit after the queued job it matched had already run, unanswered.
  const requestAnswers = async (trx: Database, key: string) => {
    await jobs.send(BANK_ANSWER_QUEUE, {}, { singletonKey: `answers:${key}`, db: trx });
  };
  const definition = exports.registry.register(paymentsExport);

  serve(app, payments.listPayments, ({ query }, request) => listPayments(db, actorOf(request), query));

  serve(app, payments.exportPayments, ({ params, query, project }, request, reply) => {
    const { mode, lang, ...rest } = query;
    return exports.respond(request, reply, definition, {
      format: params.file_format,
      mode,
      locale: lang,
      params: { query: rest as Record<string, unknown>, projectId: project },
    });
  });

  serve(app, payments.listCutoffs, (_input, request) => {
    const actor = actorOf(request);
    // The settle dialog says from which amount a second person approves, counting the day so far.
    return nextCutoffs(db, actor, (type) =>
      windowStatus(db, app.approvalsConfig, actor, 'payment.settle', type),
    );
  });

  serve(app, payments.listRemittances, ({ query, project }) =>
    listRemittances(db, {
      ...(query.payment_id ? { paymentId: query.payment_id } : {}),
      ...(project === null ? {} : { projectId: project }),
      limit: 200,
    }),
  );

  serve(app, payments.readPayment, ({ params }, request) => readPayment(db, actorOf(request), params.id));

  serve(app, payments.deletePayment, ({ params }, request) => deletePayment(db, actorOf(request), params.id));

  serve(app, payments.listReceivableUnits, ({ params }, request) =>
    readReceivableUnits(db, actorOf(request), params.id),
  );

  serve(app, payments.listInstallments, ({ params, query }, request) =>
    readInstallments(db, actorOf(request), params.id, query),
  );

  serveCommand(
    app,
    db,
    payments.rollbackPayment,
    (actor, { params }, trx) => rollbackPayment(trx, actor, params.id),
    {
      approval: {
        amount: async (database, actor, { params, once }) =>
          (await paymentOf(database, actor, params.id, once)).amount,
        // Rolling back a paid payment lets it be settled again (a second remittance): a second
        // person decides it whatever the amount (ADR 0722).
        anyAmount: async (database, actor, { params, once }) =>
          (await paymentOf(database, actor, params.id, once)).status === 'PAID',
        before: (database, actor, { params, once }) => paymentOf(database, actor, params.id, once),
      },
    },
  );

  serveCommand(
    app,
    db,
    payments.settlePayments,
    (actor, { params, body, frozen }, trx) =>
      settlePayments(trx, { bank, requestAnswers }, actor, params.payment_type, body, frozen),
    {
      approval: {
        // The approver approves this exact set of payments and amounts (ADR 0340).
        freeze: (database, actor, { params, body }) =>
          settlementSet(database, actor, params.payment_type, body),
      },
    },
  );

  serve(app, payments.convertSlcToTed, ({ body }, request) => convertSlcToTed(db, actorOf(request), body));

  serve(app, payments.removeAllPending, ({ body }, request) => removeAllPending(db, actorOf(request), body));

  serve(app, payments.revalidatePayments, ({ body }, request) =>
    revalidatePayments(db, actorOf(request), body),
  );

  serve(app, payments.recalculatePayments, ({ body }, request) =>
    recalculatePayments(db, actorOf(request), body),
  );
}
