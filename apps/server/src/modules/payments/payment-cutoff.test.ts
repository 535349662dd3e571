import { describe, expect, it } from 'vitest';
import { nextCutoff } from './payment-cutoff.ts';

describe('next settlement cut-off', () => {
  it("is today's cut-off before it passes", () => {
    // Wednesday 2026-11-25, 09:00 in São Paulo.
    expect(nextCutoff('TED', new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-25T19:30:00.000Z');
  });

  it("is the next business day's once today's has passed", () => {
    // Wednesday 2026-11-25, 18:00 in São Paulo: TED closed at 16:30.
    expect(nextCutoff('TED', new Date('2026-11-25T21:00:00Z'))).toBe('2026-11-26T19:30:00.000Z');
    // Friday 2026-11-27, 11:00: SLC closed at 10:00, next is Monday.
    expect(nextCutoff('SLC', new Date('2026-11-27T14:00:00Z'))).toBe('2026-11-30T13:00:00.000Z');
  });

  it('skips the weekend', () => {
    // Saturday 2026-11-28, 08:00.
    expect(nextCutoff('LBK', new Date('2026-11-28T11:00:00Z'))).toBe('2026-12-01T01:00:00.000Z');
  });
});
