import { sql } from 'kysely';
import type { Cluster } from '../../apps/server/src/cli/cluster-runner.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import { PURGE_QUEUE } from '../../apps/server/src/platform/exports/exports-service.ts';
import {
  api,
  DEMO_PASSWORD,
  demoOtp,
  keyIdOf,
  loginWithPassword,
  openLoginForm,
  otpStep,
  postLoginForm,
} from './cluster-http.ts';

/** What one check found: passed or not, with the figures that show it. */
export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sessions: one sign-in through the balancer (its redirects, form and token exchange land on
 * different servers), its access token accepted by every server, its refresh token exchanged on
 * one server and the new token accepted by the others.
 */
export async function sessionsHold(cluster: Cluster): Promise<CheckResult> {
  const tokens = await loginWithPassword(cluster.balancerUrl, 'financeiro', DEMO_PASSWORD, { prompt: null });
  const first = await Promise.all(
    cluster.replicas.map(async (r) => (await api(r.url, tokens.accessToken, 'GET', '/api/v1/me')).status),
  );
  const [r1, r2] = cluster.replicas;
  if (!r1 || !r2 || !tokens.refreshToken) return { name: 'sessions', ok: false, detail: 'no refresh token' };
  const refreshed = await fetch(`${r2.url}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: tokens.refreshToken,
      client_id: 'mentor-console',
    }),
  });
  const refreshedBody = (await refreshed.json()) as { access_token?: string };
  const renewed = await Promise.all(
    cluster.replicas.map(
      async (r) => (await api(r.url, refreshedBody.access_token ?? '', 'GET', '/api/v1/me')).status,
    ),
  );
  const ok = first.every((s) => s === 200) && refreshed.status === 200 && renewed.every((s) => s === 200);
  return {
    name: 'sessions across servers',
    ok,
    detail: `token from the balancer on each server: ${first.join('/')}; refreshed on ${r2.name}: ${refreshed.status}; renewed token on each server: ${renewed.join('/')}`,
  };
}

/**
 * Sign-in throttle: ten wrong passwords for one username from one address, posted to the servers
 * in turn, lock that address out of the username on all of them; the right password from the
 * same address is then refused (429) wherever it goes.
 */
async function forgetSignInAttempts(db: Database, username: string): Promise<void> {
  await db
    .deleteFrom('sign_in_throttle')
    .where((eb) => eb.or([eb('key', 'like', `lock:${username}:%`), eb('key', '=', `user:${username}`)]))
    .execute();
}

export async function signInThrottleHolds(cluster: Cluster, db: Database): Promise<CheckResult> {
  const username = 'comercial.operador';
  await forgetSignInAttempts(db, username);
  const form = await openLoginForm(cluster.balancerUrl);
  const failures: string[] = [];
  for (let attempt = 0; attempt < 10; attempt++) {
    const replica = cluster.replicas[attempt % cluster.replicas.length];
    if (!replica) continue;
    failures.push(`${replica.name}:${await postLoginForm(replica.url, form, username, 'errada')}`);
  }
  const afterwards = await Promise.all(
    cluster.replicas.map(async (r) => postLoginForm(r.url, form, username, DEMO_PASSWORD)),
  );
  await forgetSignInAttempts(db, username);
  const ok = failures.every((f) => f.endsWith(':401')) && afterwards.every((s) => s === 429);
  return {
    name: 'sign-in throttle across servers',
    ok,
    detail: `10 wrong passwords spread over the servers (${failures.join(' ')}); right password then on each server: ${afterwards.join('/')} (429 = locked)`,
  };
}

/**
 * One-time-code lockout: five wrong codes for one member, sent to the servers in turn, lock the
 * member's codes on all of them: a right code is then refused with 429 on each server.
 */
export async function codeLockoutHolds(cluster: Cluster, db: Database): Promise<CheckResult> {
  const username = 'logistica.operador';
  const { accessToken } = await loginWithPassword(cluster.balancerUrl, username, DEMO_PASSWORD, {
    prompt: null,
  });
  await db.updateTable('otp_state').set({ attempts: 0 }).where('username', '=', username).execute();
  const wrong: string[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const replica = cluster.replicas[attempt % cluster.replicas.length];
    if (!replica) continue;
    const answer = await api(replica.url, accessToken, 'PUT', '/api/v1/otp/enrollment', { otp: '000000' });
    wrong.push(`${replica.name}:${answer.status}`);
  }
  const right = await Promise.all(
    cluster.replicas.map(
      async (r) =>
        (await api(r.url, accessToken, 'PUT', '/api/v1/otp/enrollment', { otp: demoOtp(username) })).status,
    ),
  );
  const ok = wrong.every((w) => !/:(2\d\d|429)$/.test(w)) && right.every((s) => s === 429);
  return {
    name: 'one-time-code lockout across servers',
    ok,
    detail: `5 wrong codes spread over the servers (${wrong.join(' ')}); right code then on each server: ${right.join('/')} (429 = locked)`,
  };
}

/**
 * Four-eyes approval: a change requested on one server is seen pending on another, approved on
 * it, and refused as already decided on the third (409); the change is applied once (one audit
 * row with the new value).
 */
export async function approvalsHold(cluster: Cluster, db: Database): Promise<CheckResult> {
  const [r1, r2, r3] = cluster.replicas;
  if (!r1 || !r2 || !r3) return { name: 'approvals', ok: false, detail: 'needs three servers' };
  // The request needs no code; the approver (who spends codes) is not the superadmin.
  const requester = await loginWithPassword(cluster.balancerUrl, 'superadmin', DEMO_PASSWORD, {
    prompt: null,
  });
  const approverName = 'comercial.admin';
  const approver = await loginWithPassword(cluster.balancerUrl, approverName, DEMO_PASSWORD, {
    prompt: null,
  });
  const url = '/api/v1/project/1/parameter';
  const base = {
    max_installments: 10,
    min_installment_amount: 1_000,
    daily_limit_amount: 1_000_000,
    support_email: 'suporte@mentor.com.br',
    support_phone: '(11) 3333-4444',
  };
  // Project 1's parameters exist (201 the first time, 409 after) below the approval threshold.
  await api(r1.url, requester.accessToken, 'POST', url, { body: base });
  const amount = 60_000_000 + Math.floor(Math.random() * 1_000_000);
  const requested = await api(r1.url, requester.accessToken, 'PUT', url, {
    body: { ...base, daily_limit_amount: amount },
  });
  const pending = requested.body as { id?: number; status?: string };
  const seen = await api(r2.url, approver.accessToken, 'GET', `/api/v1/approvals/${pending.id}`);
  const step = otpStep();
  const approved = await api(
    r2.url,
    approver.accessToken,
    'POST',
    `/api/v1/approvals/${pending.id}/approve`,
    {
      otp: demoOtp(approverName, step),
    },
  );
  const again = await api(r3.url, approver.accessToken, 'POST', `/api/v1/approvals/${pending.id}/approve`, {
    otp: demoOtp(approverName, step + 1),
  });
  const applied = await db
    .selectFrom('audit_log')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('table_context', '=', 'project_parameter')
    .where(sql<string>`after->>'daily_limit_amount'`, '=', String(amount))
    .executeTakeFirst();
  const ok =
    requested.status === 202 &&
    seen.status === 200 &&
    approved.status === 200 &&
    again.status === 409 &&
    applied?.n === 1;
  return {
    name: 'four-eyes approval across servers',
    ok,
    detail: `requested on ${r1.name}: ${requested.status} ${pending.status ?? ''}; seen on ${r2.name}: ${seen.status}; approved on ${r2.name}: ${approved.status}; approved again on ${r3.name}: ${again.status} (409 = already decided); applied ${applied?.n ?? 0} time(s)`,
  };
}

/**
 * Signing keys: one server restarted with its key due for rotation rotates at start; tokens
 * signed before and after are accepted by every server, and every server publishes the new
 * key and accepts an ID token it signed (sign-out with `id_token_hint`) within a few seconds.
 */
export async function keyRotationHonoured(cluster: Cluster): Promise<CheckResult> {
  const [r1] = cluster.replicas;
  if (!r1) return { name: 'signing key rotation', ok: false, detail: 'no server' };
  const before = await loginWithPassword(cluster.balancerUrl, 'financeiro', DEMO_PASSWORD, { prompt: null });
  const oldKid = keyIdOf(before.accessToken);
  await r1.stop();
  // 0.1 s: the stored key is older than that, so this server rotates while it starts.
  await r1.start({ SIGNING_KEY_ROTATION_DAYS: String(0.1 / 86_400), SIGNING_KEY_CHECK_SECONDS: '3600' });
  const rotatedAt = Date.now();
  const published = async (url: string) => {
    const jwks = (await (await fetch(`${url}/auth/jwks`)).json()) as { keys: { kid: string }[] };
    return jwks.keys.map((k) => k.kid);
  };
  const newKid = (await published(r1.url))[0] ?? '';
  // Every server publishes the new key (waiting up to 10 s).
  const publishedAfterMs: number[] = [];
  for (const replica of cluster.replicas) {
    const deadline = Date.now() + 10_000;
    let seen = false;
    while (!seen && Date.now() < deadline) {
      seen = (await published(replica.url)).includes(newKid);
      if (!seen) await sleep(200);
    }
    publishedAfterMs.push(seen ? Date.now() - rotatedAt : Number.NaN);
  }
  // A token signed with the new key: sign in until one comes from a server signing with it.
  let after = await loginWithPassword(cluster.balancerUrl, 'financeiro', DEMO_PASSWORD, { prompt: null });
  for (let tries = 0; tries < 6 && keyIdOf(after.accessToken) !== newKid; tries++) {
    after = await loginWithPassword(cluster.balancerUrl, 'financeiro', DEMO_PASSWORD, { prompt: null });
  }
  const oldAccepted = await Promise.all(
    cluster.replicas.map(async (r) => (await api(r.url, before.accessToken, 'GET', '/api/v1/me')).status),
  );
  const newAccepted = await Promise.all(
    cluster.replicas.map(async (r) => (await api(r.url, after.accessToken, 'GET', '/api/v1/me')).status),
  );
  const signOut = await Promise.all(
    cluster.replicas.map(async (r) => {
      const end = new URL(`${r.url}/auth/session/end`);
      end.search = new URLSearchParams({
        id_token_hint: after.idToken,
        post_logout_redirect_uri: `${cluster.balancerUrl}/`,
      }).toString();
      const response = await fetch(end, { redirect: 'manual' });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const ok =
    newKid !== '' &&
    newKid !== oldKid &&
    keyIdOf(after.accessToken) === newKid &&
    publishedAfterMs.every((ms) => Number.isFinite(ms)) &&
    oldAccepted.every((s) => s === 200) &&
    newAccepted.every((s) => s === 200) &&
    signOut.every((s) => s === 200);
  return {
    name: 'signing key rotated on one server',
    ok,
    detail:
      `${r1.name} rotated ${oldKid.slice(0, 8)}… → ${newKid.slice(0, 8)}…; new key published by ` +
      `${cluster.replicas.map((r, i) => `${r.name} after ${publishedAfterMs[i]} ms`).join(', ')}; ` +
      `old token on each server: ${oldAccepted.join('/')}; new token (${keyIdOf(after.accessToken).slice(0, 8)}…): ${newAccepted.join('/')}; ` +
      `sign-out with the new ID token on each server: ${signOut.join('/')}`,
  };
}

/**
 * Scheduled jobs: the purge queue's schedule is set to every minute; over the minutes that
 * follow, three servers each watching the schedule send one job per minute, and each runs once.
 */
export async function startEveryMinuteSchedule(db: Database): Promise<{ since: Date; restore: string }> {
  const row = await sql<{
    cron: string;
  }>`SELECT cron FROM pgboss.schedule WHERE name = ${PURGE_QUEUE}`.execute(db);
  await sql`UPDATE pgboss.schedule SET cron = '* * * * *' WHERE name = ${PURGE_QUEUE}`.execute(db);
  return { since: new Date(), restore: row.rows[0]?.cron ?? '17 * * * *' };
}

export async function scheduledJobsRanOnce(
  db: Database,
  schedule: { since: Date; restore: string },
): Promise<CheckResult> {
  const until = new Date();
  await sql`UPDATE pgboss.schedule SET cron = ${schedule.restore} WHERE name = ${PURGE_QUEUE}`.execute(db);
  const jobs = await sql<{ created_on: Date; state: string; retry_count: number }>`
    SELECT created_on, state, retry_count
    FROM (SELECT created_on, state, retry_count FROM pgboss.job WHERE name = ${PURGE_QUEUE}
          UNION ALL
          SELECT created_on, state, retry_count FROM pgboss.archive WHERE name = ${PURGE_QUEUE}) j
    WHERE created_on >= ${schedule.since} AND created_on <= ${until}
    ORDER BY created_on`.execute(db);
  const rows = jobs.rows;
  // The minutes the window touched, the one it began in included: one job each at most (the
  // first and the last may fall outside the window). Without the once-across-servers rule each
  // server would send its own, every time it looks (twice a minute).
  const minutes = Math.floor(until.getTime() / 60_000) - Math.floor(schedule.since.getTime() / 60_000) + 1;
  const completed = rows.filter((r) => r.state === 'completed').length;
  const retried = rows.filter((r) => r.retry_count > 0).length;
  const ok = rows.length >= Math.max(2, minutes - 2) && rows.length <= minutes && retried === 0;
  const times = rows.map((r) => r.created_on.toISOString().slice(11, 19)).join(', ');
  return {
    name: 'scheduled job once per slot',
    ok,
    detail: `every-minute schedule watched by every server over ${minutes} minutes: ${rows.length} job(s) sent (${times || 'none'}), ${completed} completed, ${retried} retried`,
  };
}
