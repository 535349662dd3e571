import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('staff password hashes', () => {
  it('hashes with scrypt in the stored format and verifies only the right password', async () => {
    const hash = await hashPassword('correta-123');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifyPassword('correta-123', hash)).toBe(true);
    expect(await verifyPassword('correta-124', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashPassword('mesma'), hashPassword('mesma')]);
    expect(first).not.toBe(second);
  });

  it('treats malformed or oversized parameters as a mismatch', async () => {
    const hash = await hashPassword('x');
    const [, , r, p, salt, key] = hash.split('$');
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', `scrypt$1000$${r}$${p}$${salt}$${key}`)).toBe(false);
    expect(await verifyPassword('x', `scrypt$${2 ** 24}$${r}$${p}$${salt}$${key}`)).toBe(false);
    expect(await verifyPassword('x', `bcrypt$32768$${r}$${p}$${salt}$${key}`)).toBe(false);
  });
});
