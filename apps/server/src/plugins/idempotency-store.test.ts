import { describe, expect, it } from 'vitest';
import { canonicalJson, requestFingerprint } from './idempotency-store.ts';

/**
 * What makes two requests "the same content" under one Idempotency-Key: the canonical JSON of
 * their parameters, query, body and reason, whatever the order of object keys.
 */
describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: 2, c: 3 })).toBe('{"a":2,"b":1,"c":3}');
    expect(canonicalJson({ z: [{ y: 1, x: 2 }, 3], a: null })).toBe('{"a":null,"z":[{"x":2,"y":1},3]}');
    expect(canonicalJson([3, 1, 2])).toBe('[3,1,2]');
    expect(canonicalJson({})).toBe('{}');
    expect(canonicalJson([])).toBe('[]');
  });

  it('leaves out undefined fields, and writes undefined and values JSON cannot hold as null', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson([undefined, 1])).toBe('[null,1]');
    expect(canonicalJson(() => 1)).toBe('null');
  });

  it('writes primitives as JSON and dates as their ISO text', () => {
    expect(canonicalJson('a"b')).toBe('"a\\"b"');
    expect(canonicalJson(12.5)).toBe('12.5');
    expect(canonicalJson(false)).toBe('false');
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(new Date('2026-12-07T10:00:00Z'))).toBe('"2026-12-07T10:00:00.000Z"');
    expect(canonicalJson({ at: new Date('2026-12-07T10:00:00Z') })).toBe('{"at":"2026-12-07T10:00:00.000Z"}');
    expect(canonicalJson({ 'a"': 1 })).toBe('{"a\\"":1}');
  });
});

describe('requestFingerprint', () => {
  it('is equal for the same content in another key order, and differs when a value changes', () => {
    const first = requestFingerprint({ body: { amount: 100, reason: 'x' }, params: { id: '7' } });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(requestFingerprint({ params: { id: '7' }, body: { reason: 'x', amount: 100 } })).toBe(first);
    expect(requestFingerprint({ params: { id: '7' }, body: { reason: 'x', amount: 101 } })).not.toBe(first);
    expect(requestFingerprint({ params: { id: '7' }, body: { reason: 'x', amount: '100' } })).not.toBe(first);
  });
});
