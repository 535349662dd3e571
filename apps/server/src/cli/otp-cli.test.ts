import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const server = path.resolve(import.meta.dirname, '../..');
const empty = mkdtempSync(path.join(tmpdir(), 'mentor-otp-'));
afterAll(() => rmSync(empty, { recursive: true, force: true }));

describe('npm run otp', () => {
  it('names the directory it looked in and creates no database when the server keeps none there', async () => {
    const { DATABASE_URL: _url, ...env } = process.env;
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/otp.ts', 'superadmin'], {
      cwd: server,
      env: { ...env, DATA_DIR: 'data', INIT_CWD: empty, LOG_LEVEL: 'silent' },
    });
    const failure = await run.then(
      () => null,
      (error: { code: number; stderr: string; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(`Nenhum banco em ${path.join(empty, 'data', 'pg')}`);
    expect(failure?.stdout.trim()).toBe('');
    expect(existsSync(path.join(empty, 'data', 'pg', 'PG_VERSION'))).toBe(false);
  }, 30_000);
});
