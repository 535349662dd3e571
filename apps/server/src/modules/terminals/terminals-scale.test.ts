import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { seedScaleTerminals } from './terminals-scale.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('terminals volume step', () => {
  it('adds equipment and terminals by the scale, once per seed', async () => {
    const count = async (table: 'equipment' | 'terminal', column: 'serial_number' | 'terminal_code') =>
      Number(
        (
          await ctx.handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where(column, 'like', 'SC77-%')
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (let run = 0; run < 2; run++)
      await seedScaleTerminals(ctx.handle, { scale: 1000, seed: 77 }, () => undefined);
    expect(await count('equipment', 'serial_number')).toBe(10);
    expect(await count('terminal', 'terminal_code')).toBe(5);
  });
});
