import { describe, expect, it } from 'vitest';
import { signInLocale } from './user-manager';

describe('the language the sign-in page is asked for', () => {
  it('is English from the English console and Portuguese otherwise', () => {
    expect(signInLocale('/en/merchants')).toBe('en');
    expect(signInLocale('/en')).toBe('en');
    expect(signInLocale('/merchants')).toBe('pt-BR');
    expect(signInLocale('/entregas')).toBe('pt-BR');
  });
});
