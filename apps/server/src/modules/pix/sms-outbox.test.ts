import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { createOtpStaff } from '../../../test/test-support.ts';
import { loadEnv, seedsDemo } from '../../config/env.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const outbox = async (username: string) =>
  ctx.app.inject({
    url: '/gateway/spe-n-token/v1/sms-outbox',
    headers: { authorization: `Bearer ${await ctx.token(username)}` },
  });

describe('local SMS outbox (developer permission)', () => {
  it('opens only to an explicit holder of read_sms_outbox_dev, never through bypass_permission', async () => {
    expect((await outbox('superadmin')).statusCode).toBe(200);
    // A production super administrator: the role and bypass_permission, no developer grant.
    await createOtpStaff(ctx, 'super.producao', ['mentor_super_admin', 'bypass_permission']);
    const production = await outbox('super.producao');
    expect(production.statusCode).toBe(403);
    expect(production.json().detail).toBe('Permissão necessária: read_sms_outbox_dev');
    expect((await outbox('financeiro')).statusCode).toBe(403);
  });

  it('is part of no role, the super administrator role included', async () => {
    const holders = await ctx.handle.db
      .selectFrom('role_permission as rp')
      .innerJoin('permission as p', 'p.id', 'rp.permission_id')
      .select('rp.role_id')
      .where('p.name', '=', 'read_sms_outbox_dev')
      .execute();
    expect(holders).toEqual([]);
  });
});

describe('demo staff in production', () => {
  it('are loaded in production only when SEED_DEMO=true is explicit', () => {
    expect(seedsDemo(loadEnv({ NODE_ENV: 'production' }))).toBe(false);
    expect(seedsDemo(loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' }))).toBe(true);
    expect(seedsDemo(loadEnv({ NODE_ENV: 'development' }))).toBe(true);
    expect(seedsDemo(loadEnv({ NODE_ENV: 'development', SEED_DEMO: 'false' }))).toBe(false);
  });
});
