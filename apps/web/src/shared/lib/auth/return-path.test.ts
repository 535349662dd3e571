import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './stored-user';

describe('path to come back to after sign-in', () => {
  it('keeps a same-origin path from the sign-in state', () => {
    expect(returnPathFrom({ returnTo: '/financial/transactions?page=2' })).toBe(
      '/financial/transactions?page=2',
    );
  });

  it.each([
    ['no state', undefined],
    ['a state without returnTo', { other: '/x' }],
    ['a returnTo of another type', { returnTo: 3 }],
    ['another origin', { returnTo: 'https://elsewhere.example/' }],
    ['a protocol-relative path', { returnTo: '//elsewhere.example/' }],
  ])('goes home with %s', (_case, state) => {
    expect(returnPathFrom(state)).toBe('/');
  });
});
