import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize', () => {
  it('writes bytes, kilobytes and megabytes in each language', () => {
    expect(formatSize(850, 'pt')).toBe('850 B');
    expect(formatSize(12_700, 'pt')).toBe('12,4 KB');
    expect(formatSize(3_250_000, 'en')).toBe('3.1 MB');
  });
});
