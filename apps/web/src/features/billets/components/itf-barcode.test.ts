import { describe, expect, it } from 'vitest';
import { itfWidths } from './itf-barcode';

describe('itfWidths', () => {
  it('draws a boleto barcode as start, 22 pairs of 10 elements and stop', () => {
    const widths = itfWidths('3419'.padEnd(44, '0'));
    expect(widths).toHaveLength(4 + 22 * 10 + 3);
    expect(widths.slice(0, 4)).toEqual([1, 1, 1, 1]);
    expect(widths.slice(-3)).toEqual([3, 1, 1]);
    // '34': 3 (wwnnn) in bars, 4 (nnwnw) in spaces, interleaved.
    expect(widths.slice(4, 14)).toEqual([3, 1, 3, 1, 1, 3, 1, 1, 1, 3]);
  });

  it('refuses an odd count of digits', () => {
    expect(() => itfWidths('123')).toThrow(RangeError);
  });
});
