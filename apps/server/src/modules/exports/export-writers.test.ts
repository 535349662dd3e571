import { describe, expect, it } from 'vitest';
import { centsText, saoPauloDateTime } from './export-writers.ts';

describe('export cell formats', () => {
  it('writes São Paulo wall-clock time, including the daylight-saving years', () => {
    expect(saoPauloDateTime('2026-03-01T02:30:00.000Z')).toBe('28/02/2026 23:30');
    expect(saoPauloDateTime('2026-11-21T15:05:00.000Z')).toBe('21/11/2026 12:05');
    // January 2018 was daylight-saving time in São Paulo (UTC-2).
    expect(saoPauloDateTime('2018-01-10T12:00:00.000Z')).toBe('10/01/2018 10:00');
  });

  it('writes cents as pt-BR decimals without grouping', () => {
    expect(centsText(123456)).toBe('1234,56');
    expect(centsText(5)).toBe('0,05');
    expect(centsText(-250)).toBe('-2,50');
  });
});
