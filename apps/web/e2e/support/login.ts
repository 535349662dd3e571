import { Buffer } from 'node:buffer';
import { permissionsOf } from '@mentor/contract/common/permissions';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';

/** Demo staff who may use the console. */
export const CONSOLE_USERS = [
  'superadmin',
  'plataforma.admin',
  'comercial.admin',
  'comercial.operador',
  'financeiro',
  'logistica.admin',
  'logistica.operador',
  'assistente',
  'parceiro',
] as const;

/** Fills the identity provider's login page (labels 'Usuário' and 'Senha', button 'Entrar'). */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Opens `path`, signs in through the real login page and waits for the console frame. */
export async function login(page: Page, username: string, path = '/'): Promise<void> {
  await page.goto(path);
  await submitLogin(page, username);
  await expect(page.getByRole('navigation', { name: /Menu principal|Main menu/ })).toBeVisible();
}

export interface TokenClaims {
  preferred_username?: string;
  realm_access?: { roles?: string[] };
  resource_access?: Record<string, { roles?: string[] }>;
  multi_project?: boolean | string;
  project_id?: number | string | null;
}

/** The stored access token of the signed-in user. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith('oidc.user:')) {
        const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
        if (typeof stored === 'object' && stored !== null && 'access_token' in stored) {
          return String(stored.access_token);
        }
      }
    }
    return '';
  });
  expect(token, 'a signed-in user has an access token').not.toBe('');
  return token;
}

export function decodeClaims(token: string): TokenClaims {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

/** Permissions of the signed-in user, read from the access token (spec core §6). */
export async function tokenPermissions(page: Page): Promise<string[]> {
  return permissionsOf(decodeClaims(await accessToken(page)));
}

/** Every link of the sidebar menu, collapsed groups included. */
export async function menuPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: /Menu principal|Main menu/ });
  await nav.waitFor();
  // A closed group draws its links when it is first opened: every group is opened first, in the
  // page (a click each through the driver would cost a round trip per group).
  await nav.locator('button[aria-expanded="false"]').evaluateAll((groups) => {
    for (const group of groups) (group as HTMLButtonElement).click();
  });
  await expect(nav.locator('button[aria-expanded="false"]')).toHaveCount(0);
  return nav.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}
