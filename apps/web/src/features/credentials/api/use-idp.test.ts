import { describe, expect, it } from 'vitest';
import { idpOf } from './use-idp';

describe('idpOf', () => {
  it('names Keycloak for a realm authority and the built-in provider otherwise', () => {
    expect(idpOf('https://sso.example.com/realms/partners')).toBe('keycloak');
    expect(idpOf('https://sso.example.com/realms/partners/')).toBe('keycloak');
    expect(idpOf('http://localhost:3000/auth')).toBe('mentor');
    expect(idpOf('https://console.example.com/auth/realms-info')).toBe('mentor');
  });
});
