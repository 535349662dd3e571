import { describe, expect, it } from 'vitest';
import { nextCutoff } from './payment-cutoff.ts';

/** An instant given as São Paulo wall-clock time (UTC-3). */
const sp = (local: string) => new Date(`${local}-03:00`);

describe('next payment cut-off', () => {
  it("is today's while it is still ahead on a business day", () => {
    // Wednesday 25 November 2026.
    expect(nextCutoff('TED', sp('2026-11-25T09:00:00'))).toBe('2026-11-25T19:30:00.000Z');
    expect(nextCutoff('SLC', sp('2026-11-25T09:59:00'))).toBe('2026-11-25T13:00:00.000Z');
  });

  it("moves to the next business day once today's has passed", () => {
    expect(nextCutoff('TED', sp('2026-11-25T18:32:00'))).toBe('2026-11-26T19:30:00.000Z');
    expect(nextCutoff('SLC', sp('2026-11-25T10:00:00'))).toBe('2026-11-26T13:00:00.000Z');
    // Friday evening: Monday.
    expect(nextCutoff('LBK', sp('2026-11-27T22:30:00'))).toBe('2026-12-01T01:00:00.000Z');
  });

  it('skips weekends and bank holidays', () => {
    // Saturday 28 November 2026: Monday 30.
    expect(nextCutoff('TED', sp('2026-11-28T08:00:00'))).toBe('2026-11-30T19:30:00.000Z');
    // Thursday 24 December 2026 after the cut-off: Christmas is a holiday, so Monday 28.
    expect(nextCutoff('TED', sp('2026-12-24T17:00:00'))).toBe('2026-12-28T19:30:00.000Z');
  });
});
