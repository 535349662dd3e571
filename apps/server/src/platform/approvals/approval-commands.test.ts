import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentFixture, paymentState } from '../../../test/fixtures/payments-fixtures.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff } from '../../../test/test-support.ts';
import { MIGRATIONS_DIR } from '../../db/migrate.ts';

/**
 * A pending change is applied by the named command of its operation, in the approver's
 * transaction: the change, its audit rows and the decision commit together or not at all.
 */
let ctx: TestContext;
const REASON = { reason_code: 'CUSTOMER_REQUEST', reason_comment: 'Estorno pedido pelo lojista' };
const APPROVER = `cmd.approver.${process.pid}`;
const FAULT = `approval_fault_${process.pid}`;

beforeAll(async () => {
  // Every manual rollback waits for a second person here, whatever its amount.
  ctx = await startTestApp({ APPROVAL_RULES: 'payment.rollback=on' });
  await createOtpStaff(ctx, APPROVER, ['mentor_financial', 'mentor_comercial_admin']);
});
afterAll(async () => {
  await ctx.close();
});

describe('gated operations name their command', () => {
  it('registers one command per gated route, named after its operation, as stored changes name it', () => {
    const gated = ctx.app.registeredRoutes.filter((r) => r.policy.approval);
    expect(gated.length).toBeGreaterThanOrEqual(13);
    // Changes asked for before commands had names get them from their route (migration 0420).
    const backfill = new Map(
      [
        ...readFileSync(path.join(MIGRATIONS_DIR, '0420_approval_command.sql'), 'utf8').matchAll(
          /WHEN '(\w+ \S+)' THEN '([\w.]+)'/g,
        ),
      ].map((m) => [m[1], m[2]]),
    );
    // Routes gated since then had no change to name: their command is their operation's id.
    backfill.set('POST /api/v1/financial/manualadjust', 'receivables.adjustReceivable');
    const names = gated.map((route) => {
      const command = route.policy.approval?.command;
      expect(command, `${route.method} ${route.url}`).toBeDefined();
      expect(backfill.get(`${route.method} ${route.url}`), `${route.method} ${route.url}`).toBe(
        command?.name,
      );
      return command?.name;
    });
    expect(new Set(names).size).toBe(gated.length);
    expect([...ctx.app.approvalCommands.keys()].sort()).toEqual([...names].sort());
  });
});

describe('an approved change applies in one transaction with its decision', { timeout: 90_000 }, () => {
  /** A paid payment of a project of its own, its rollback asked for by an operator of that project. */
  async function pendingRollback() {
    const project = await ctx.handle.db
      .insertInto('project')
      .values({ trade: `Estorno ${process.pid}-${Date.now()}`, document: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const requester = await createOtpStaff(
      ctx,
      `cmd.fin.${process.pid}.${project.id}`,
      ['mentor_financial'],
      project.id,
    );
    const { paymentId } = await paymentFixture(ctx.handle.db, { projectId: project.id });
    await ctx.handle.db
      .updateTable('payment')
      .set({ status: 'PAID', step_status: 'SUCCESS' })
      .where('id', '=', paymentId)
      .execute();
    const res = await call(ctx, requester, 'PUT', `/api/v1/payment/manualrollback/${paymentId}`, {
      body: REASON,
    });
    expect(res.statusCode, res.body).toBe(202);
    return { paymentId, requester, approvalId: (res.json() as { id: number }).id };
  }

  const approvalOf = (id: number) =>
    ctx.handle.db
      .selectFrom('approval_request')
      .select(['status', 'command', 'decided_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** Makes the database refuse one statement of the approval, then takes the fault away. */
  async function withFault(table: string, when: string, work: () => Promise<void>) {
    await sql
      .raw(
        `CREATE FUNCTION ${FAULT}() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN IF ${when} THEN RAISE EXCEPTION 'simulated failure'; END IF; RETURN NEW; END $$;
         CREATE TRIGGER ${FAULT} BEFORE INSERT OR UPDATE ON ${table}
         FOR EACH ROW EXECUTE FUNCTION ${FAULT}();`,
      )
      .execute(ctx.handle.db);
    try {
      await work();
    } finally {
      await sql.raw(`DROP TRIGGER ${FAULT} ON ${table}; DROP FUNCTION ${FAULT}();`).execute(ctx.handle.db);
    }
  }

  it('rolls back the change and the decision when the service fails after writing', async () => {
    const { paymentId, approvalId } = await pendingRollback();
    expect((await approvalOf(approvalId)).command).toBe('payments.rollbackPayment');
    // The payment and its receivables are written first; the payment's audit row then fails.
    await withFault(
      'audit_log',
      `NEW.table_context = 'payment' AND NEW.record_id = '${paymentId}'`,
      async () => {
        const res = await call(ctx, APPROVER, 'POST', `/api/v1/approvals/${approvalId}/approve`, {
          otp: true,
        });
        expect(res.statusCode).toBe(500);
      },
    );
    expect((await paymentState(ctx.handle.db, paymentId))?.status).toBe('PAID');
    expect(await approvalOf(approvalId)).toMatchObject({ status: 'PENDING', decided_by: null });
    expect(await auditRows(ctx, 'approval_request', approvalId)).toHaveLength(1);
  });

  it('rolls back the change when the decision cannot be recorded, then applies it once it can', async () => {
    const { paymentId, requester, approvalId } = await pendingRollback();
    // The command has applied the rollback and audited it when the decision's update fails.
    await withFault('approval_request', `NEW.id = ${approvalId} AND NEW.status = 'APPROVED'`, async () => {
      const res = await call(ctx, APPROVER, 'POST', `/api/v1/approvals/${approvalId}/approve`, { otp: true });
      expect(res.statusCode).toBe(500);
    });
    expect((await paymentState(ctx.handle.db, paymentId))?.status).toBe('PAID');
    expect(await approvalOf(approvalId)).toMatchObject({ status: 'PENDING', decided_by: null });
    expect(await auditRows(ctx, 'payment', paymentId)).toEqual([]);

    const res = await call(ctx, APPROVER, 'POST', `/api/v1/approvals/${approvalId}/approve`, { otp: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await paymentState(ctx.handle.db, paymentId))?.status).toBe('WAITING_SEND');
    expect(await approvalOf(approvalId)).toMatchObject({ status: 'APPROVED', decided_by: APPROVER });
    const [row] = await auditRows(ctx, 'payment', paymentId);
    expect(row).toMatchObject({ action: 'UPDATE', actor: requester, approved_by: APPROVER });
  });
});
