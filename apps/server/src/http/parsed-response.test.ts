import { pagedResponseSchema } from '@mentor/contract/common/pagination';
import { anticipationRateRowSchema } from '@mentor/contract/plans';
import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parsedResponseSerializer } from './parsed-response.ts';

const schema = pagedResponseSchema(anticipationRateRowSchema);
const compile = (compiler: typeof parsedResponseSerializer, s: unknown = schema) =>
  compiler({ schema: s, method: 'GET', url: '/api/v1/sales_plan/anticipation_rate', httpStatus: '200' });
const row = {
  id: 7,
  sales_plan_name: 'Plano 7',
  project_id: 1,
  trade: 'Mentor',
  channel_name: 'POS',
  status: 1,
  automatic_anticipation: true,
  anticipation_rate: '2.4900',
  merchants_count: 3,
};

describe('parsed response serialiser', () => {
  it('writes what the default serialiser writes, unknown keys left out', () => {
    const body = { data: [row, { ...row, id: 8, extra: 'não sai' }], total: 2, lastPage: 1 };
    const written = compile(parsedResponseSerializer)(body);
    expect(written).toBe(compile(serializerCompiler as typeof parsedResponseSerializer)(body));
    expect(JSON.parse(written).data[1]).not.toHaveProperty('extra');
  });

  it('refuses a body that does not match the schema', () => {
    const serialise = compile(parsedResponseSerializer);
    const bad = { data: [{ ...row, merchants_count: '3' }], total: 1, lastPage: 1 };
    let thrown: unknown;
    try {
      serialise(bad);
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('checks a non-paged zod schema too', () => {
    const serialise = compile(parsedResponseSerializer, z.object({ ok: z.boolean() }));
    expect(serialise({ ok: true })).toBe('{"ok":true}');
    expect(() => serialise({ ok: 'yes' })).toThrow();
  });
});
