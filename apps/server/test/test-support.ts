import { randomUUID } from 'node:crypto';
import { hashPassword } from '../src/oidc/password.ts';
import { demoTotpSecret, resetAttempts } from '../src/platform/otp/otp-service.ts';
import { latestMailTo } from '../src/platform/staff-users/password-links-service.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-seed.ts';
import type { TestContext } from './test-app.ts';

export interface CallOptions {
  body?: unknown;
  /** Sends the user's current unspent code; a string sends that exact code. */
  otp?: boolean | string;
  token?: string;
  /**
   * The `Idempotency-Key` sent; a change (not GET) gets a new one per call as the console sends
   * it, `null` sends none.
   */
  idempotencyKey?: string | null;
}

/** One API call as a given demo user, with a real token and, when asked, a real one-time code. */
export async function call(
  ctx: TestContext,
  username: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${options.token ?? (await ctx.token(username))}`,
  };
  if (options.otp === true) headers['x-otp'] = await ctx.otp(username);
  else if (typeof options.otp === 'string') headers['x-otp'] = options.otp;
  const key =
    options.idempotencyKey === undefined && method !== 'GET' ? randomUUID() : options.idempotencyKey;
  if (key) headers['idempotency-key'] = key;
  const response = await ctx.app.inject({
    method,
    url,
    headers: options.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
  // Wrong codes sent on purpose must not throttle the user's later calls.
  if (typeof options.otp === 'string') {
    await resetAttempts(ctx.handle.db, username);
  }
  return response;
}

/** Audit rows of a table context and record, newest first. */
export async function auditRows(ctx: TestContext, tableContext: string, recordId: string | number) {
  return ctx.handle.db
    .selectFrom('audit_log')
    .selectAll()
    .where('table_context', '=', tableContext)
    .where('record_id', '=', String(recordId))
    .orderBy('id', 'desc')
    .execute();
}

/** A code that is certainly wrong for the user right now. */
export const WRONG_CODE = '000000';

/**
 * Extra staff with the demo password and a demo authenticator, so that tests needing many
 * one-time codes do not wait for the next time step of a single user.
 */
export async function createOtpStaff(
  ctx: TestContext,
  username: string,
  roles: string[],
  projectId: number | null = null,
): Promise<string> {
  await ctx.handle.db
    .insertInto('staff_user')
    .values({
      username,
      email: `${username}@mentor.test`,
      full_name: username,
      password_hash: await hashPassword(DEMO_PASSWORD),
      realm_roles: roles,
      multi_project: projectId === null,
      project_id: projectId,
      totp_secret: demoTotpSecret(username),
      totp_enrolled_at: new Date(),
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .execute();
  return username;
}

/** Takes the next name of the list at every call, round and round. */
export function rotation(names: readonly string[]): () => string {
  let index = 0;
  return () => {
    const name = names[index % names.length];
    index += 1;
    if (name === undefined) throw new Error('empty rotation');
    return name;
  };
}

/** Reads `probe` every `intervalMs` until `done` accepts its value; throws after `timeoutMs`. */
export async function until<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
  intervalMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Loses the answer of requests that acted: pass `afterCommit` as the app's idempotency option
 * (`startTestApp({}, { idempotency: { afterCommit } })`), then `loseNext()` before a call. That
 * call's effect and its Idempotency-Key's answer commit, then the answer is lost on its way (the
 * client gets a 500), as when a server dies between its commit and its answer. `lost` counts
 * the answers lost so far, so a test can tell its call did commit.
 */
export function answerLoss() {
  let armed = 0;
  const state = {
    lost: 0,
    afterCommit: () => {
      if (armed === 0) return;
      armed -= 1;
      state.lost += 1;
      throw new Error('answer lost after its commit (test)');
    },
    /** The next `count` requests that commit lose their answer. */
    loseNext(count = 1) {
      armed += count;
    },
    /** No later request loses its answer (the armed one was refused before committing). */
    disarm() {
      armed = 0;
    },
  };
  return state;
}

/** The path of the last password link the local mail adapter wrote to a member. */
export async function mailedPasswordLink(ctx: TestContext, username: string): Promise<string> {
  const mail = await latestMailTo(ctx.handle.db, username);
  const url = mail?.body.match(/https?:\/\/\S+\/auth\/password\/[\w-]+/)?.[0];
  if (!url) throw new Error(`No password link was mailed to ${username}`);
  return new URL(url).pathname;
}

/** Posts the form of the member's page that sets their own password (`/auth/password/<token>`). */
export function postOwnPassword(ctx: TestContext, path: string, password: string, confirmation = password) {
  return ctx.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ password, password_confirmation: confirmation }).toString(),
  });
}

/** The member sets their own password through the last link mailed to them, as in the console. */
export async function setPasswordFromMail(
  ctx: TestContext,
  username: string,
  password: string,
): Promise<void> {
  const res = await postOwnPassword(ctx, await mailedPasswordLink(ctx, username), password);
  if (res.statusCode !== 200)
    throw new Error(`Setting the password of ${username} answered ${res.statusCode}`);
}
