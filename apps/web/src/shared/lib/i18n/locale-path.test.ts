import { describe, expect, it } from 'vitest';
import { browserLanguage, initialLanguageRedirect, readLanguageCookie } from './language-cookie';
import { languageFromPath, localizePath, stripLanguage, switchLanguagePath } from './locale-path';

describe('language paths', () => {
  it('tells the language of a path', () => {
    expect(languageFromPath('/')).toBe('pt');
    expect(languageFromPath('/merchants')).toBe('pt');
    expect(languageFromPath('/en')).toBe('en');
    expect(languageFromPath('/en/merchants/12')).toBe('en');
    expect(languageFromPath('/english')).toBe('pt');
  });

  it('strips and adds the /en prefix', () => {
    expect(stripLanguage('/en/merchants')).toBe('/merchants');
    expect(stripLanguage('/en')).toBe('/');
    expect(localizePath('/merchants', 'en')).toBe('/en/merchants');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/en/merchants', 'pt')).toBe('/merchants');
    expect(localizePath('merchants', 'pt')).toBe('/merchants');
  });

  it('switches the language of the current screen keeping search and hash', () => {
    expect(switchLanguagePath('/financial/payments?tab=TED#top', 'en')).toBe(
      '/en/financial/payments?tab=TED#top',
    );
    expect(switchLanguagePath('/en/financial/payments?tab=TED', 'pt')).toBe('/financial/payments?tab=TED');
    expect(switchLanguagePath('/en', 'pt')).toBe('/');
    expect(switchLanguagePath('/', 'en')).toBe('/en');
    expect(switchLanguagePath('/en/merchants', 'en')).toBe('/en/merchants');
  });
});

describe('language choice', () => {
  it('reads the i18n_redirected cookie', () => {
    expect(readLanguageCookie('a=1; i18n_redirected=en; b=2')).toBe('en');
    expect(readLanguageCookie('i18n_redirected=fr')).toBeUndefined();
    expect(readLanguageCookie('')).toBeUndefined();
  });

  it('picks the first supported browser language', () => {
    expect(browserLanguage(['fr-FR', 'en-US', 'pt-BR'])).toBe('en');
    expect(browserLanguage(['pt-PT'])).toBe('pt');
    expect(browserLanguage(['de'])).toBe('pt');
  });

  it('redirects the root path only, cookie first, then the browser language', () => {
    expect(initialLanguageRedirect('/', 'i18n_redirected=en', ['pt-BR'])).toBe('/en');
    expect(initialLanguageRedirect('/', 'i18n_redirected=pt', ['en-US'])).toBeNull();
    expect(initialLanguageRedirect('/', '', ['en-GB'])).toBe('/en');
    expect(initialLanguageRedirect('/', '', ['pt-BR'])).toBeNull();
    expect(initialLanguageRedirect('/merchants', 'i18n_redirected=en', ['en'])).toBeNull();
  });
});
