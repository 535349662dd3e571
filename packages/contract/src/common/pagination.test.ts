import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  errorBodySchema,
  lastPageOf,
  offsetOf,
  paged,
  pagedResponseSchema,
  pageQuery,
  pageQuerySchema,
  zBooleanish,
} from './pagination.ts';

describe('pageQuery', () => {
  it('defaults to page 1, 10 per page, ascending', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, perPage: 10, sortDesc: false });
  });

  it('coerces query-string values', () => {
    expect(pageQuery.parse({ page: '3', perPage: '50', sortBy: 'id', sortDesc: 'true' })).toEqual({
      page: 3,
      perPage: 50,
      sortBy: 'id',
      sortDesc: true,
    });
    expect(pageQuery.parse({ sortDesc: 'false' }).sortDesc).toBe(false);
    expect(pageQuery.parse({ sortDesc: true }).sortDesc).toBe(true);
  });

  it('treats empty parameters as absent', () => {
    expect(pageQuery.parse({ page: '', perPage: '', sortBy: '', sortDesc: '' })).toEqual({
      page: 1,
      perPage: 10,
      sortDesc: false,
    });
  });

  it('rejects invalid values', () => {
    expect(pageQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(pageQuery.safeParse({ page: 'abc' }).success).toBe(false);
    expect(pageQuery.safeParse({ perPage: '5001' }).success).toBe(false);
    expect(pageQuery.safeParse({ perPage: '1.5' }).success).toBe(false);
    expect(pageQuery.safeParse({ sortDesc: 'yes' }).success).toBe(false);
  });

  it('takes other defaults', () => {
    expect(pageQuerySchema({ perPage: 20 }).parse({}).perPage).toBe(20);
    expect(pageQuerySchema({ sortBy: 'payment_date', sortDesc: true }).parse({})).toEqual({
      page: 1,
      perPage: 10,
      sortBy: 'payment_date',
      sortDesc: true,
    });
  });
});

describe('zBooleanish', () => {
  it('reads booleans and their text', () => {
    expect(zBooleanish.parse('true')).toBe(true);
    expect(zBooleanish.parse(false)).toBe(false);
    expect(zBooleanish.safeParse('1').success).toBe(false);
  });
});

describe('paged responses', () => {
  it('validates data, total and lastPage', () => {
    const schema = pagedResponseSchema(z.object({ id: z.number() }));
    expect(schema.parse({ data: [{ id: 1 }], total: 1, lastPage: 1 })).toEqual({
      data: [{ id: 1 }],
      total: 1,
      lastPage: 1,
    });
    expect(schema.safeParse({ data: [{ id: 'x' }], total: 1, lastPage: 1 }).success).toBe(false);
    expect(schema.safeParse({ data: [], total: -1, lastPage: 1 }).success).toBe(false);
  });

  it('computes the last page and offsets', () => {
    expect(lastPageOf(0, 10)).toBe(1);
    expect(lastPageOf(10, 10)).toBe(1);
    expect(lastPageOf(11, 10)).toBe(2);
    expect(offsetOf({ page: 3, perPage: 20 })).toBe(40);
    expect(paged(['a', 'b'], 25, 10)).toEqual({ data: ['a', 'b'], total: 25, lastPage: 3 });
  });
});

describe('errorBodySchema', () => {
  it('accepts errors as an object or a list', () => {
    expect(errorBodySchema.parse({ message: 'Falhou', errors: { name: ['obrigatório'] } })).toEqual({
      message: 'Falhou',
      errors: { name: ['obrigatório'] },
    });
    expect(errorBodySchema.parse({ error: 'Bad Request', detail: 'x', errors: ['a', 'b'] }).errors).toEqual([
      'a',
      'b',
    ]);
  });

  it('rejects wrong field types', () => {
    expect(errorBodySchema.safeParse({ message: 42 }).success).toBe(false);
    expect(errorBodySchema.safeParse({ errors: 'text' }).success).toBe(false);
  });
});
