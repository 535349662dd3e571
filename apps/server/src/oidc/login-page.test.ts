import { describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS, LOGIN_TEXTS, loginLanguage, renderLoginPage } from './login-page.ts';

describe('the sign-in page language', () => {
  it('follows the first language of ui_locales the page knows, Portuguese otherwise', () => {
    expect(loginLanguage('en')).toBe('en');
    expect(loginLanguage('en-US pt-BR')).toBe('en');
    expect(loginLanguage('fr pt-BR en')).toBe('pt');
    expect(loginLanguage('fr de')).toBe('pt');
    expect(loginLanguage(undefined)).toBe('pt');
  });

  it('renders the page and its refusal in English for the English console', () => {
    const html = renderLoginPage({
      interactionPath: '/auth/interaction/abc',
      username: 'financeiro',
      error: LOGIN_TEXTS.en.invalidCredentials,
      language: 'en',
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Sign in - Mentor</title>');
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('Invalid username or password.');
    expect(html).not.toMatch(/Entrar|Usuário|Senha|Cancelar/);
  });

  it('stays Portuguese by default', () => {
    const html = renderLoginPage({ interactionPath: '/auth/interaction/abc', error: INVALID_CREDENTIALS });
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<h1>Entrar</h1>');
    expect(html).toContain('Usuário ou senha inválidos.');
  });
});
