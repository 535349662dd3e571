import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
/** The database of the console the browser tests started (apps/web/playwright.config.ts). */
const databaseUrl = `postgres://mentor:mentor@127.0.0.1:${process.env.E2E_PG_PORT ?? '54335'}/mentor`;

/**
 * The link the member received to set their own password: the last one the local mail adapter
 * wrote to them, read with `npm run password-link` as a developer reads it (the outbox stands in
 * for the member's mailbox; no API answers it).
 */
export async function mailedPasswordLink(username: string): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'password-link', '--', username], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  const link = stdout.trim().split('\n').at(-1) ?? '';
  expect(link, `npm run -s password-link -- ${username}`).toMatch(/\/auth\/password\/[\w-]{43}$/);
  return new URL(link).pathname;
}

/** The member opens the mailed link and sets their own password on the sign-in side's page. */
export async function setOwnPassword(page: Page, username: string, password: string): Promise<void> {
  await page.goto(await mailedPasswordLink(username));
  await expect(page.getByRole('heading', { name: 'Definir sua senha' })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Confirme a nova senha').fill(password);
  await page.getByRole('button', { name: 'Definir senha' }).click();
  await expect(page.getByRole('heading', { name: 'Senha definida' })).toBeVisible();
}
