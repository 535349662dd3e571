import { describe, expect, it } from 'vitest';
import {
  analysisDecisionSchema,
  blacklistManagementBodySchema,
  DEFAULT_TRANSACTION_TYPE_OPTIONS,
  scheduledQuerySchema,
} from './risk.ts';

describe('risk contract', () => {
  it('reduces the document to digits and reads the temporary flag from text', () => {
    const parsed = blacklistManagementBodySchema.parse({
      fullName: ' Ana ',
      documentNumber: '390.533.447-05',
      temporary: 'false',
    });
    expect(parsed).toMatchObject({ fullName: 'Ana', documentNumber: '39053344705', temporary: false });
    expect(
      blacklistManagementBodySchema.parse({
        fullName: 'Ana',
        documentNumber: '39053344705',
        temporary: 'true',
      }).temporary,
    ).toBe(true);
    expect(
      blacklistManagementBodySchema.safeParse({
        fullName: 'Ana',
        documentNumber: '39053344705',
        temporary: 'sim',
      }).success,
    ).toBe(false);
  });

  it('asks a decision and a reason unless the call only assigns', () => {
    const missing = analysisDecisionSchema.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['decision', 'reason']);
    expect(analysisDecisionSchema.safeParse({ assign: 'me' }).success).toBe(true);
  });

  it("ignores 'all' and blank filters and falls back to the default types with Todos first", () => {
    expect(
      scheduledQuerySchema.parse({ uuidWhiteLabel: 'all', uuidAccountPayment: '', transactionType: 'all' }),
    ).toEqual({
      limit: 10,
      page: 1,
    });
    expect(DEFAULT_TRANSACTION_TYPE_OPTIONS.map((o) => o.optionName)).toEqual([
      'all',
      'PIX',
      'TED',
      'TED_ON_US',
      'BILLET',
      'RECHARGE',
    ]);
    expect(DEFAULT_TRANSACTION_TYPE_OPTIONS[0]?.label).toBe('Todos');
  });
});
