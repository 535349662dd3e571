import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test as setup } from '@playwright/test';
import { CONSOLE_USERS, login } from './support/login';
import { demoCode, hotp, timeStep } from './support/otp';
import { savedStatePath } from './support/session';

/**
 * Runs before the browser tests (the 'setup' project of playwright.config.ts): signs each demo
 * console user in once through the real login page and saves the browser state that
 * support/session.ts gives the tests, and checks the in-process one-time codes once against the
 * operators' tool.
 */
setup.describe.configure({ mode: 'parallel' });

for (const username of CONSOLE_USERS) {
  setup(`${username} signs in through the login page and the session is saved`, async ({ page }) => {
    await login(page, username, '/');
    await page.context().storageState({ path: savedStatePath(username) });
  });
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** The database of the console the browser tests started (apps/web/playwright.config.ts). */
const databaseUrl = `postgres://mentor:mentor@127.0.0.1:${process.env.E2E_PG_PORT ?? '54335'}/mentor`;

setup('the in-process one-time code is the one `npm run otp` prints', async () => {
  // RFC 6238 appendix B, SHA-1, T = 59 s: 94287082 on 8 digits.
  expect(hotp(Buffer.from('12345678901234567890'), 1)).toBe('287082');
  // The tool reads the enrolled secret from the console's database, as an operator uses it.
  const before = timeStep();
  const { stdout, stderr } = await promisify(execFile)('npm', ['run', '-s', 'otp', '--', 'superadmin'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  const after = timeStep();
  // Without the database the tool falls back to the same derivation, which would prove nothing.
  expect(stderr, 'npm run otp read the database').not.toContain('Banco de dados indisponível');
  const printed = stdout.trim().split('\n').at(-1) ?? '';
  expect(printed, 'npm run -s otp -- superadmin').toMatch(/^\d{6}$/);
  const computed = [];
  for (let step = before; step <= after; step += 1) computed.push(demoCode('superadmin', step));
  expect(computed, 'the code of the current step, computed in the test process').toContain(printed);
});
