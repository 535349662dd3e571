import { describe, expect, it } from 'vitest';
import { contrastRatio, firstReadableShade } from './contrast';

describe('contrast', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // White on the old primary blue: the 3.05:1 the theme had to leave.
    expect(contrastRatio('#ffffff', '#5d92f4')).toBeCloseTo(3.05, 2);
  });

  it('picks the first shade that reaches AA, or the last one tried', () => {
    const shades = ['#eeeeee', '#999999', '#666666', '#333333'];
    expect(firstReadableShade(shades, '#ffffff', [0, 1, 2, 3])).toBe(2);
    expect(firstReadableShade(shades, '#ffffff', [0, 1])).toBe(1);
  });
});
