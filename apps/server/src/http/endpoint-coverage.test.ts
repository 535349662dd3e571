import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { servedPath } from '@mentor/contract/common/endpoint';
import { DECLARED_ENDPOINTS } from '@mentor/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/test-app.ts';

/**
 * Every call of the specification's endpoint table (spec-endpoints.tsv, the repository's copy of
 * the specification's endpoints.tsv; `.ci/run` checks the copy is current) is served on its
 * path, main API under /api and the back-office gateway under /gateway, with the table's
 * one-time-code flag. Lines whose path the table leaves out are served where their ADR says.
 * Operations declared in the contract (`@mentor/contract/endpoints`) are read from the
 * declarations; the other areas from the routes the server registered.
 */
interface SpecCall {
  method: string;
  path: string;
  api: string;
  otp: boolean;
}

const SPEC = resolve(import.meta.dirname, 'spec-endpoints.tsv');

function specCalls(): SpecCall[] {
  return readFileSync(SPEC, 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter(
      (cols) =>
        cols.length >= 4 && cols[1]?.startsWith('/') && (cols[2] === 'main' || cols[2] === 'backoffice'),
    )
    .map(([method, path, api, otp]) => ({
      method: method as string,
      path: path as string,
      api: api as string,
      otp: otp === 'yes',
    }));
}

/** Path parameters compared by position only: `/v1/merchant/{id}` and `/v1/merchant/:merchantId` match. */
const shape = (path: string) =>
  path
    .replace(/\{[^}]+\}|:[A-Za-z_][\w]*/g, '{}')
    .replace(/\/+$/, '')
    .toLowerCase();

const served = (call: SpecCall) =>
  `${call.method} ${shape((call.api === 'main' ? '/api' : '/gateway') + call.path)}`;

/**
 * Calls of the table not served yet, each named exactly as in the table: the list only shrinks.
 * An area that serves one removes it here (the test fails while it is still listed).
 */
const NOT_YET_SERVED = new Set<string>(
  readFileSync(resolve(import.meta.dirname, 'endpoint-backlog.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#')),
);

/** Calls that ask for a one-time code though the table does not, each by a recorded decision. */
const STRICTER = new Set<string>([
  // Role writes change what staff may do (ADR 0040).
  'POST /v1/role',
  'PUT /v1/role/{id}',
  // Money leaves a closed account for another bank (ADR 0210).
  'POST /spe-n-backoffice/v1/transaction-schedules',
]);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('endpoint table coverage', () => {
  it('serves every call of the table, except the listed backlog, with its one-time-code flag', () => {
    const routes = new Map<string, boolean>();
    for (const e of DECLARED_ENDPOINTS)
      routes.set(`${e.method} ${shape(servedPath(e))}`, Boolean(e.policy.otp));
    for (const r of ctx.app.registeredRoutes) {
      const key = `${r.method} ${shape(r.url)}`;
      if (!routes.has(key)) routes.set(key, Boolean(r.policy.otp));
    }
    // A placeholder of the table whose value the specification does not give (e.g. `{idp_client}`)
    // may be served under a fixed name: it matches a literal segment too.
    const lookup = (wanted: string): boolean | undefined => {
      const exact = routes.get(wanted);
      if (exact !== undefined) return exact;
      const [method, path] = wanted.split(' ');
      const parts = (path ?? '').split('/');
      for (const [key, otp] of routes) {
        const [m, p] = key.split(' ');
        const candidate = (p ?? '').split('/');
        if (m !== method || candidate.length !== parts.length) continue;
        if (parts.every((seg, i) => seg === candidate[i] || (seg === '{}' && candidate[i] !== '')))
          return otp;
      }
      return undefined;
    };
    const missing: string[] = [];
    const wrongOtp: string[] = [];
    const listedButServed: string[] = [];
    for (const call of specCalls()) {
      const key = `${call.method} ${call.path}`;
      const otp = lookup(served(call));
      if (otp === undefined) {
        if (!NOT_YET_SERVED.has(key)) missing.push(key);
        continue;
      }
      if (NOT_YET_SERVED.has(key)) listedButServed.push(key);
      if (call.otp && !otp) wrongOtp.push(`${key} (table: otp=yes)`);
      if (!call.otp && otp && !STRICTER.has(key)) wrongOtp.push(`${key} (table: otp=no)`);
    }
    expect(missing, 'calls of the table that no route serves').toEqual([]);
    expect(wrongOtp, 'calls whose one-time-code flag differs from the table').toEqual([]);
    expect(listedButServed, 'served calls still listed in endpoint-backlog.txt').toEqual([]);
  });
});
