import { describe, expect, it } from 'vitest';
import { siblingHostUrl } from './sibling-host';
import { truncateTitle } from './truncate-title';

describe('siblingHostUrl', () => {
  it('replaces the first label of the identity host', () => {
    expect(siblingHostUrl('https://auth.example.com/realms/mentor', 'vendas')).toBe(
      'https://vendas.example.com/',
    );
    expect(siblingHostUrl('https://sso.pay.example.com.br:8443/auth', 'banking')).toBe(
      'https://banking.pay.example.com.br:8443/',
    );
  });

  it('gives nothing for single-label hosts, IP addresses and bad URLs', () => {
    expect(siblingHostUrl('http://localhost:3000/auth', 'backoffice')).toBeNull();
    expect(siblingHostUrl('http://127.0.0.1:3000/auth', 'backoffice')).toBeNull();
    expect(siblingHostUrl('not a url', 'backoffice')).toBeNull();
  });
});

describe('truncateTitle', () => {
  it('keeps titles up to 25 characters and cuts longer ones', () => {
    expect(truncateTitle('Lojistas')).toBe('Lojistas');
    expect(truncateTitle('a'.repeat(25))).toBe('a'.repeat(25));
    expect(truncateTitle('Transações não importadas do checkup')).toBe('Transações não importadas…');
  });
});
