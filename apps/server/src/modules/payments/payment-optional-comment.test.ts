import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentFixture, paymentState } from '../../../test/fixtures/payments-fixtures.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { call, createOtpStaff } from '../../../test/test-support.ts';

let ctx: TestContext;
let staffSeq = 0;
const financial = () => createOtpStaff(ctx, `pay.comment.${process.pid}.${++staffSeq}`, ['mentor_financial']);
/** What the console sends when the optional comment is left empty. */
const NO_COMMENT = { reason_code: 'CUSTOMER_REQUEST', reason_comment: null };

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('the optional comment of a money action', { timeout: 60_000 }, () => {
  it('settles with the reason and no comment (null or blank)', async () => {
    const db = ctx.handle.db;
    const user = await financial();
    const one = await paymentFixture(db, { type: 'TED' });
    const settled = await call(ctx, user, 'POST', '/api/v1/payment/settle/TED', {
      body: { ids: [one.paymentId], ...NO_COMMENT },
      otp: true,
    });
    expect(settled.statusCode).toBe(200);
    expect(settled.json().ids).toEqual([one.paymentId]);
    expect((await paymentState(db, one.paymentId))?.status).not.toBe('WAITING_SEND');

    const two = await paymentFixture(db, { type: 'TED' });
    const blank = await call(ctx, user, 'POST', '/api/v1/payment/settle/TED', {
      body: { ids: [two.paymentId], reason_code: 'CUSTOMER_REQUEST', reason_comment: '   ' },
      otp: true,
    });
    expect(blank.statusCode).toBe(200);
  });

  it('converts SLC to TED with the reason and no comment', async () => {
    const db = ctx.handle.db;
    const user = await financial();
    const slc = await paymentFixture(db, { type: 'SLC' });
    const converted = await call(ctx, user, 'POST', '/api/v1/payment/convert_slc_to_ted', {
      body: { ids: [slc.paymentId], ...NO_COMMENT },
      otp: true,
    });
    expect(converted.statusCode).toBe(200);
    expect((await paymentState(db, slc.paymentId))?.payment_type).toBe('TED');
  });

  it('still refuses a comment longer than 500 characters, before the code is looked at', async () => {
    const db = ctx.handle.db;
    const user = await financial();
    const one = await paymentFixture(db, { type: 'TED' });
    const code = await ctx.otp(user);
    const long = await call(ctx, user, 'POST', '/api/v1/payment/settle/TED', {
      body: { ids: [one.paymentId], reason_code: 'CUSTOMER_REQUEST', reason_comment: 'x'.repeat(501) },
      otp: code,
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.reason_comment).toEqual([
      'O campo Comentário deve ter no máximo 500 caracteres',
    ]);
    // The code was not spent on the refused body.
    const settled = await call(ctx, user, 'POST', '/api/v1/payment/settle/TED', {
      body: { ids: [one.paymentId], ...NO_COMMENT },
      otp: code,
    });
    expect(settled.statusCode).toBe(200);
  });
});

describe('a one-time code is not spent on a refused call', { timeout: 60_000 }, () => {
  it('gives the code back when the handler refuses the call, so it settles right after', async () => {
    const db = ctx.handle.db;
    const user = await financial();
    const slc = await paymentFixture(db, { type: 'SLC' });
    const ted = await paymentFixture(db, { type: 'TED' });
    const code = await ctx.otp(user);
    // An SLC payment cannot be settled as TED: 409 after the code was checked.
    const refused = await call(ctx, user, 'POST', '/api/v1/payment/settle/TED', {
      body: { ids: [slc.paymentId], ...NO_COMMENT },
      otp: code,
    });
    expect(refused.statusCode).toBe(409);
    expect((await paymentState(db, slc.paymentId))?.status).toBe('WAITING_SEND');

    const missing = await call(ctx, user, 'POST', '/api/v1/payment/settle/TED', {
      body: { ids: [2_000_000_000], ...NO_COMMENT },
      otp: code,
    });
    expect(missing.statusCode).toBe(404);

    const settled = await call(ctx, user, 'POST', '/api/v1/payment/settle/TED', {
      body: { ids: [ted.paymentId], ...NO_COMMENT },
      otp: code,
    });
    expect(settled.statusCode).toBe(200);

    // Once a call succeeded the code is spent for good.
    const replay = await call(ctx, user, 'POST', '/api/v1/payment/settle/SLC', {
      body: { ids: [slc.paymentId], ...NO_COMMENT },
      otp: code,
    });
    expect(replay.statusCode).toBe(403);
    expect(replay.json().message).toBe('Código OTP já utilizado. Aguarde o próximo código.');
  });
});
