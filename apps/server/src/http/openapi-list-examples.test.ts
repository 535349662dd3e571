import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isListSchema, sampleOf } from './openapi-list-examples.ts';

const noRefs = { resolve: () => undefined };
const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' }) as Record<string, unknown>;

describe('list examples', () => {
  it('are accepted by the schema they are built from', () => {
    const item = z.object({
      uuid: z.uuid(),
      email: z.email(),
      createdAt: z.iso.datetime(),
      day: z.iso.date(),
      amount: z.number().int().min(100).max(500),
      rate: z.number().gt(2.5).lt(3),
      status: z.enum(['OPEN', 'CLOSED']),
      kind: z.literal('PIX'),
      note: z.string().min(8).max(10).nullable(),
      tags: z.array(z.string()).min(2),
      extra: z.record(z.string(), z.number()),
      nested: z.object({ id: z.number().int().positive() }).nullable(),
    });
    const page = z.object({
      data: z.array(item),
      total: z.number().int().min(0),
      lastPage: z.number().int().min(1),
    });
    const example = sampleOf(jsonSchema(page), noRefs);
    expect(page.parse(example)).toEqual(example);
    expect(example).toMatchObject({ total: 1, lastPage: 1, data: [{ status: 'OPEN', kind: 'PIX' }] });
    expect((example as { data: unknown[] }).data).toHaveLength(1);
  });

  it('follow references to the components', () => {
    const components: Record<string, unknown> = {
      Row: jsonSchema(z.object({ id: z.number().int().min(7) })),
    };
    const context = {
      resolve: (ref: string) => components[ref.replace('#/components/schemas/', '')] as never,
    };
    const schema = { type: 'array', items: { $ref: '#/components/schemas/Row' } };
    expect(sampleOf(schema, context)).toEqual([{ id: 7 }]);
    expect(isListSchema({ $ref: '#/components/schemas/Row' }, context)).toBe(false);
  });

  it('are made for arrays and pages only', () => {
    expect(isListSchema(jsonSchema(z.array(z.string())), noRefs)).toBe(true);
    expect(
      isListSchema(jsonSchema(z.object({ data: z.array(z.string()), meta: z.object({}) })), noRefs),
    ).toBe(true);
    expect(isListSchema(jsonSchema(z.object({ data: z.string() })), noRefs)).toBe(false);
    expect(isListSchema(jsonSchema(z.object({ id: z.number() })), noRefs)).toBe(false);
  });
});
