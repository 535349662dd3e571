import { expect, type Page } from '@playwright/test';
import { currentCode, demoTotpSecret } from '../../../server/src/modules/otp/otp-service.ts';

const STEP_MS = 30_000;
/** The last time step handed out per user in this run: the server accepts only later steps. */
const lastStep = new Map<string, number>();

/**
 * The next one-time code of a demo user: the earliest time step the server still accepts
 * (one step of drift either way) that is later than the last one used; waits for the next
 * step when none is left.
 */
export async function nextCode(username: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    const candidates = now % STEP_MS > 5_000 ? [step - 1, step, step + 1] : [step, step + 1];
    const next = candidates.find((candidate) => candidate > (lastStep.get(username) ?? -1));
    if (next !== undefined) {
      lastStep.set(username, next);
      return currentCode(demoTotpSecret(username), next * STEP_MS + 1000);
    }
    await new Promise((r) => setTimeout(r, STEP_MS - (Date.now() % STEP_MS) + 100));
  }
}

/** Answers the one-time-code dialog with the user's authenticator. */
export async function confirmCode(page: Page, username: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Código de verificação' });
  await expect(dialog).toBeVisible();
  for (let attempt = 0; attempt < 2; attempt++) {
    await dialog.getByLabel('Dígito 1 de 6').click();
    await page.keyboard.type(await nextCode(username));
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    try {
      await expect(dialog).toBeHidden({ timeout: 5000 });
      return;
    } catch {
      // A step spent outside this run: the next one is later.
    }
  }
  throw new Error('no one-time code was accepted');
}
