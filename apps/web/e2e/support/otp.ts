import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
/** The database of the console the browser tests started (apps/web/playwright.config.ts). */
const databaseUrl = `postgres://mentor:mentor@127.0.0.1:${process.env.E2E_PG_PORT ?? '54335'}/mentor`;

/**
 * A staff member's one-time code from `npm run otp -- <user>`, as an operator reads it; `offset`
 * asks for the code of a neighbouring 30-second step (the server accepts one step either side).
 */
export function otpCode(username: string, offset = 0): string {
  const output = execFileSync('npm', ['run', '-s', 'otp', '--', username, '--offset', String(offset)], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const code = output.trim().split('\n').at(-1) ?? '';
  expect(code, `npm run otp -- ${username}`).toMatch(/^\d{6}$/);
  return code;
}

/** Codes to try in turn: a code already spent in this step is refused, its neighbours are not. */
export const OTP_OFFSETS = [1, 0, -1] as const;

/** Waits for the next 30-second step, when a fresh code exists (a spent step is refused). */
export async function nextOtpStep(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 1000));
}

/** Answers the one-time-code dialog with the user's codes, trying the steps the server accepts. */
export async function confirmCode(page: Page, username: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Código de verificação' });
  await expect(dialog).toBeVisible();
  for (const offset of [...OTP_OFFSETS, 'next' as const]) {
    if (offset === 'next') await nextOtpStep();
    const code = otpCode(username, offset === 'next' ? 0 : offset);
    await dialog.getByLabel('Dígito 1 de 6').click();
    await page.keyboard.type(code);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    try {
      await expect(dialog).toBeHidden({ timeout: 5000 });
      return;
    } catch {
      // spent code: try the next accepted step
    }
  }
  throw new Error('no unspent one-time code was accepted');
}
