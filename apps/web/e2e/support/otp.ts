import { createHmac } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Response, test } from '@playwright/test';

/**
 * One-time codes of the demo staff, computed in the test process.
 *
 * The server gives each demo staff member a known TOTP secret (demoTotpSecret in
 * apps/server/src/modules/otp/otp-service.ts): the first 20 bytes of HMAC-SHA256 keyed
 * 'mentor-demo-otp' over the username. Codes are RFC 6238 TOTP over that secret: SHA-1, 6
 * digits, 30-second steps. The server accepts the step before and after the current one, and
 * only a step later than any the user spent before (so each step once, in increasing order).
 * The setup project checks this derivation against `npm run otp` once per run.
 */

export const STEP_SECONDS = 30;
const STEP_MS = STEP_SECONDS * 1000;

/** The demo secret of a staff member (raw bytes; `npm run otp` shows the same secret in base32). */
export function demoSecret(username: string): Buffer {
  return createHmac('sha256', 'mentor-demo-otp').update(username).digest().subarray(0, 20);
}

/**
 * HOTP (RFC 4226) of `counter`, 6 digits: HMAC-SHA1 of the counter as 8 big-endian bytes,
 * dynamic truncation (4 bytes at the offset named by the low nibble of the last byte, top bit
 * cleared), modulo 10^6. TOTP (RFC 6238) is HOTP of the 30-second step. Check: the RFC 6238
 * secret '12345678901234567890' (ASCII) at T = 59 s (step 1) gives 94287082 on 8 digits, so
 * `hotp(Buffer.from('12345678901234567890'), 1)` is '287082'.
 */
export function hotp(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

export const timeStep = (at = Date.now()) => Math.floor(at / STEP_MS);

/** A demo staff member's code for a time step. */
export function demoCode(username: string, step: number): string {
  return hotp(demoSecret(username), step);
}

/*
 * Handing codes out across the workers of a run. The server takes a user's steps in increasing
 * order only, so two workers must neither use the same step nor let a later step reach the
 * server before an earlier one that is still on its way. Per user, a lock file (created with
 * 'wx', so exactly one process gets it) is held from choosing a step until the server has
 * answered the request carrying its code; the last step handed out is kept next to it, and each
 * step handed out leaves a claim file (also 'wx'), so no step is ever handed out twice. The
 * folder is in the run's output folder, which each run starts empty.
 */

/** The longest a lock is held: a wait for the next step plus the request. An older lock is stale. */
const STALE_LOCK_MS = 120_000;
/** Time the code may take to reach the server after it is chosen (typing, clicking, the request). */
const DELIVERY_MS = 15_000;

function otpFolder(): string {
  const folder = path.join(test.info().project.outputDir, '.otp');
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** Creates `file` only if it does not exist yet; answers whether this call created it. */
function createExclusive(file: string, content: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeFileSync(fd, content);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the process that wrote a lock is gone (a worker stopped after a failed test). */
function holderGone(file: string): boolean {
  const pid = Number(readFileSync(file, 'utf8'));
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

async function acquireLock(file: string): Promise<void> {
  for (;;) {
    if (createExclusive(file, String(process.pid))) return;
    try {
      // A worker that stopped holding the lock leaves it behind: it is taken over.
      if (holderGone(file) || Date.now() - statSync(file).mtimeMs > STALE_LOCK_MS)
        rmSync(file, { force: true });
    } catch {
      // Released meanwhile.
    }
    await sleep(100);
  }
}

function readLastStep(file: string): number {
  try {
    return Number(readFileSync(file, 'utf8'));
  } catch {
    return Number.NEGATIVE_INFINITY;
  }
}

/**
 * Hands out the user's next code and runs `submit` with it while no other worker of the run may
 * use a code of the same user; `submit` must wait for the server's answer to the code. The step
 * is the earliest one later than any handed out in this run that the server still accepts when
 * the code arrives (up to {@link DELIVERY_MS} from now); when none is, it waits for the next step.
 */
export async function withCode<T>(username: string, submit: (code: string) => Promise<T>): Promise<T> {
  const folder = otpFolder();
  const lock = path.join(folder, `${username}.lock`);
  const last = path.join(folder, `${username}.last`);
  const asked = Date.now();
  await acquireLock(lock);
  try {
    for (;;) {
      const now = Date.now();
      // Accepted from the moment its step follows the current one until its step is two behind.
      const step = Math.max(readLastStep(last) + 1, timeStep(now + DELIVERY_MS) - 1);
      if (step > timeStep(now) + 1) {
        await sleep((step - 1) * STEP_MS - now + 250);
        continue;
      }
      writeFileSync(last, String(step));
      if (!createExclusive(path.join(folder, `${username}-${step}.claim`), String(process.pid))) continue;
      const waited = Date.now() - asked;
      // Shown in the report: time spent waiting for another worker's code or for the next step.
      if (waited > 1000) {
        test.info().annotations.push({
          type: 'one-time code',
          description: `${username}: waited ${(waited / 1000).toFixed(1)} s for step ${step}`,
        });
      }
      return await submit(demoCode(username, step));
    }
  } finally {
    rmSync(lock, { force: true });
  }
}

/** The response to the console's request that carries `code` in its one-time-code header. */
function codeAnswer(page: Page, code: string): Promise<Response> {
  return page.waitForResponse((response) => response.request().headers()['x-otp'] === code, {
    timeout: 30_000,
  });
}

/**
 * Answers the one-time-code dialog with the user's next code and waits for the server's answer.
 * A refused code (a step spent outside this run, e.g. by an earlier run a moment ago) is followed
 * by the next one.
 */
export async function confirmCode(page: Page, username: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Código de verificação' });
  await expect(dialog).toBeVisible();
  for (let attempt = 0; attempt < 3; attempt++) {
    const status = await withCode(username, async (code) => {
      const answer = codeAnswer(page, code);
      // Awaited below; a failure before that must not surface as an unhandled rejection.
      answer.catch(() => undefined);
      // The dialog opens on its first box: the code is typed at once, without a click.
      await expect(dialog.getByLabel('Dígito 1 de 6')).toBeFocused();
      await page.keyboard.type(code);
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      return (await answer).status();
    });
    // Refused codes keep the dialog open with the server's message.
    if (status !== 403) {
      await expect(dialog).toBeHidden();
      return;
    }
  }
  throw new Error(`no one-time code of ${username} was accepted`);
}
