import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
/** The database of the console the browser tests started (apps/web/playwright.config.ts). */
const databaseUrl = `postgres://mentor:mentor@127.0.0.1:${process.env.E2E_PG_PORT ?? '54335'}/mentor`;
const STEP_MS = 30_000;
/** The last time step handed out per user in this run: the server accepts only later steps. */
const lastStep = new Map<string, number>();

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

/** Waits for the next 30-second step, when a fresh code exists. */
export async function nextOtpStep(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 1000));
}

/**
 * The next one-time code of a staff member: the earliest time step the server still accepts
 * (one step of drift either way) that is later than the last one used in this run; waits for
 * the next step when none is left.
 */
export async function nextCode(username: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    const offsets = now % STEP_MS > 5_000 && now % STEP_MS < 25_000 ? [-1, 0, 1] : [0];
    const offset = offsets.find((candidate) => step + candidate > (lastStep.get(username) ?? -1));
    if (offset !== undefined) {
      lastStep.set(username, step + offset);
      return otpCode(username, offset);
    }
    await nextOtpStep();
  }
}

/** Answers the one-time-code dialog with the user's codes. */
export async function confirmCode(page: Page, username: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Código de verificação' });
  await expect(dialog).toBeVisible();
  for (let attempt = 0; attempt < 3; attempt++) {
    await dialog.getByLabel('Dígito 1 de 6').click();
    await page.keyboard.type(await nextCode(username));
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    try {
      await expect(dialog).toBeHidden({ timeout: 5000 });
      return;
    } catch {
      // A step spent outside this run (or by the server's clock): the next one is later.
    }
  }
  throw new Error('no one-time code was accepted');
}
