import { RISK_MESSAGES } from '@mentor/contract/risk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRiskAccount, newUuid, WL_P1, WL_P2 } from '../../../test/fixtures/risk-fixtures.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff } from '../../../test/test-support.ts';

let ctx: TestContext;
let p1: string;
beforeAll(async () => {
  ctx = await startTestApp();
  p1 = await createOtpStaff(ctx, 'risco.cesta.p1', ['mentor_financial'], 1);
});
afterAll(async () => {
  await ctx.close();
});

const baskets = (wl: string) => `/gateway/spe-view-n-backoffice/v1/basket/white-label/${wl}`;
const details = (id: string) => `/gateway/spe-view-n-backoffice/v1/basket-details/basket/${id}`;
const operation = (id: string) => `/gateway/spe-view-n-backoffice/v1/basket-operation/${id}`;

describe('baskets', () => {
  it('lists the baskets of a white label (and the active ones), with operations and taxes', async () => {
    const res = await call(ctx, 'financeiro', 'GET', baskets(WL_P1));
    expect(res.statusCode).toBe(200);
    expect(res.json().map((b: { name: string }) => b.name)).toEqual(['Empresas', 'Essencial', 'Legada 2023']);
    const active = await call(ctx, 'financeiro', 'GET', `${baskets(WL_P1)}/actives`);
    expect(active.json().map((b: { name: string }) => b.name)).toEqual(['Empresas', 'Essencial']);
    const basket = res.json()[1];
    const det = await call(ctx, 'financeiro', 'GET', details(basket.uuid));
    expect(det.json().basket.uuid).toBe(basket.uuid);
    expect(det.json().values.length).toBe(5);
    expect(
      det
        .json()
        .tax.map((t: { frequency: string }) => t.frequency)
        .sort(),
    ).toEqual(['MONTHLY', 'YEARLY']);
    const resume = await call(
      ctx,
      'financeiro',
      'GET',
      `/gateway/spe-view-n-backoffice/v1/basket-details-resume/basket/${basket.uuid}`,
    );
    expect(resume.json()).toMatchObject({ operations: 5, taxes: 2, monthlyTaxAmount: 1_490 });

    expect((await call(ctx, p1, 'GET', baskets(WL_P2))).statusCode).toBe(404);
    expect((await call(ctx, 'financeiro', 'GET', details(newUuid()))).statusCode).toBe(404);
    // Staff who neither manage fees nor read onboarding accounts see no baskets.
    expect((await call(ctx, 'logistica.admin', 'GET', baskets(WL_P1))).statusCode).toBe(403);
    // Reading accounts opens their baskets, not the baskets' contents (fee management).
    expect((await call(ctx, 'comercial.admin', 'GET', details(basket.uuid))).statusCode).toBe(403);
  });

  it("opens an account's baskets to whoever reads the account, and their change to basket holders", async () => {
    const account = await createRiskAccount(ctx.handle.db, WL_P1, 'Conta Cesta Revisão');
    const history = `/gateway/spe-view-n-backoffice/v1/history-basket-account/white-label/${WL_P1}/account-payment/${account}`;
    const resume = (id: string) => `/gateway/spe-view-n-backoffice/v1/basket-details-resume/basket/${id}`;
    const post = (user: string, uuidBasket: string) =>
      call(ctx, user, 'POST', '/gateway/spe-n-backoffice/v1/basket-account', {
        body: { uuidWhiteLabel: WL_P1, uuidAccountPayment: account, uuidBasket },
      });
    // The onboarding operator (queues of project 1) reads the Baskets tab but changes nothing.
    const actives = await call(ctx, 'comercial.operador', 'GET', `${baskets(WL_P1)}/actives`);
    expect(actives.statusCode).toBe(200);
    const [business, essential] = actives.json();
    expect((await call(ctx, 'comercial.operador', 'GET', baskets(WL_P1))).statusCode).toBe(200);
    expect((await call(ctx, 'comercial.operador', 'GET', resume(essential.uuid))).statusCode).toBe(200);
    expect((await call(ctx, 'comercial.operador', 'GET', history)).json()).toEqual([]);
    expect((await post('comercial.operador', essential.uuid)).statusCode).toBe(403);
    expect((await call(ctx, 'comercial.operador', 'GET', baskets(WL_P2))).statusCode).toBe(404);
    // The onboarding administrator holds manage_account_baskets and moves the account.
    expect((await post('comercial.admin', essential.uuid)).json()).toEqual({
      uuidBasket: essential.uuid,
      changed: true,
    });
    // Fee managers keep the change as well.
    expect((await post('financeiro', business.uuid)).json()).toEqual({
      uuidBasket: business.uuid,
      changed: true,
    });
    const held = (await call(ctx, 'comercial.operador', 'GET', history)).json();
    expect(held.map((h: { basketName: string }) => h.basketName)).toEqual(['Empresas', 'Essencial']);
    // Nobody else reads an account's baskets or changes them.
    expect((await call(ctx, 'logistica.admin', 'GET', history)).statusCode).toBe(403);
    expect((await call(ctx, 'logistica.admin', 'GET', resume(essential.uuid))).statusCode).toBe(403);
    expect((await post('logistica.admin', essential.uuid)).statusCode).toBe(403);
  });

  it('edits an operation (cents, free uses, frequency), audited, and refuses a wrong basket or bad values', async () => {
    const list = (await call(ctx, 'financeiro', 'GET', baskets(WL_P1))).json();
    const basket = list[0];
    const op = (await call(ctx, 'financeiro', 'GET', details(basket.uuid))).json().values[0];
    const res = await call(ctx, 'financeiro', 'PUT', operation(op.uuid), {
      body: { uuid: op.uuid, uuidBasket: basket.uuid, amount: 1_234, freeQuantity: 7, frequency: 'WEEKLY' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: op.uuid, amount: 1_234, freeQuantity: 7, frequency: 'WEEKLY' });
    const reloaded = (await call(ctx, 'financeiro', 'GET', details(basket.uuid))).json().values;
    expect(reloaded.find((o: { uuid: string }) => o.uuid === op.uuid)).toMatchObject({ amount: 1_234 });
    const audits = await auditRows(ctx, 'basket_operation', op.uuid);
    expect(audits[0]).toMatchObject({ action: 'UPDATE', actor: 'financeiro' });
    expect(audits[0]?.before).toMatchObject({ amount: op.amount, frequency: op.frequency });

    const other = await call(ctx, 'financeiro', 'PUT', operation(op.uuid), {
      body: { uuidBasket: list[1].uuid, amount: 1, freeQuantity: 0, frequency: 'DAILY' },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.uuidBasket).toEqual([RISK_MESSAGES.basketOperationMismatch]);
    const bad = await call(ctx, 'financeiro', 'PUT', operation(op.uuid), {
      body: { uuidBasket: basket.uuid, amount: -5, freeQuantity: 1.5, frequency: 'HOURLY' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'freeQuantity', 'frequency']);
    expect(
      (
        await call(ctx, p1, 'PUT', operation(newUuid()), {
          body: { uuidBasket: basket.uuid, amount: 1, freeQuantity: 0, frequency: 'DAILY' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('moves an account to another active basket of its white label and keeps the history', async () => {
    const account = await createRiskAccount(ctx.handle.db, WL_P1, 'Conta Cesta');
    const list = (await call(ctx, 'financeiro', 'GET', baskets(WL_P1))).json();
    const [business, essential, legacy] = list;
    const post = (uuidBasket: string) =>
      call(ctx, 'financeiro', 'POST', '/gateway/spe-n-backoffice/v1/basket-account', {
        body: { uuidWhiteLabel: WL_P1, uuidAccountPayment: account, uuidBasket },
      });
    expect((await post(essential.uuid)).json()).toEqual({ uuidBasket: essential.uuid, changed: true });
    expect((await post(business.uuid)).json()).toEqual({ uuidBasket: business.uuid, changed: true });
    expect((await post(legacy.uuid)).statusCode).toBe(422);
    const p2Basket = (await call(ctx, 'financeiro', 'GET', baskets(WL_P2))).json()[0];
    expect((await post(p2Basket.uuid)).statusCode).toBe(422);
    const history = await call(
      ctx,
      'financeiro',
      'GET',
      `/gateway/spe-view-n-backoffice/v1/history-basket-account/white-label/${WL_P1}/account-payment/${account}`,
    );
    expect(
      history
        .json()
        .map((h: { basketName: string; dateEnd: string | null }) => [h.basketName, h.dateEnd === null]),
    ).toEqual([
      ['Empresas', true],
      ['Essencial', false],
    ]);
    expect((await auditRows(ctx, 'basket_account', account)).map((a) => a.action)).toEqual([
      'UPDATE',
      'CREATE',
    ]);
  });
});
