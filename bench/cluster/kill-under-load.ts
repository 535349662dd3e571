import { randomUUID } from 'node:crypto';
import type { Cluster, Replica } from '../../apps/server/src/cli/cluster-runner.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import type { CheckResult } from './cluster-checks.ts';
import { api, DEMO_PASSWORD, loginWithPassword } from './cluster-http.ts';

export interface LoadFigures {
  connections: number;
  seconds: number;
  requests: number;
  reads: number;
  writes: number;
  errors: number;
  /** Errors by answer (HTTP status or the network failure's name). */
  errorKinds: Record<string, number>;
  writesAcknowledged: number;
  writesFoundAfter: number;
  /** Writes that got no acknowledgement (an error), and how many of them were done all the same. */
  writesUnanswered: number;
  writesUnansweredDone: number;
  /** From the kill to HAProxy marking the server DOWN. */
  markedDownAfterMs: number | null;
  /** From the kill to the last session HAProxy sent to the killed server. */
  lastSentAfterMs: number | null;
  sessionsToKilledAfterKill: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SCREEN = 'cluster-bench';

/**
 * `connections` clients through the balancer, each in a loop of one request at a time: half
 * writes (a saved view, with an Idempotency-Key) and half reads (the member, the saved views of
 * a screen). After a third of the time one server gets SIGKILL. Every acknowledged write (201)
 * is then looked up; HAProxy's stats tell when it stopped sending to the killed server.
 */
export async function killUnderLoad(
  cluster: Cluster,
  db: Database,
  options: { connections: number; seconds: number; victim: Replica },
): Promise<{ result: CheckResult; figures: LoadFigures }> {
  const username = 'assistente';
  const { accessToken } = await loginWithPassword(cluster.balancerUrl, username, DEMO_PASSWORD, {
    prompt: null,
  });
  const acknowledged = new Set<number>();
  const unanswered: string[] = [];
  const errorKinds: Record<string, number> = {};
  let reads = 0;
  let writes = 0;
  let errors = 0;
  const endAt = Date.now() + options.seconds * 1000;
  const run = `${Date.now()}`;

  async function client(index: number): Promise<void> {
    let n = 0;
    while (Date.now() < endAt) {
      n += 1;
      const write = (index + n) % 2 === 0;
      const name = `${run}-${index}-${n}`;
      try {
        const answer = write
          ? await api(cluster.balancerUrl, accessToken, 'POST', '/api/v1/saved-views', {
              body: { screen: SCREEN, name, shared: false, query: { n } },
              key: randomUUID(),
              timeoutMs: 10_000,
            })
          : n % 4 === 1
            ? await api(cluster.balancerUrl, accessToken, 'GET', '/api/v1/me', { timeoutMs: 10_000 })
            : await api(
                cluster.balancerUrl,
                accessToken,
                'GET',
                '/api/v1/saved-views?screen=cluster-bench-reads',
                {
                  timeoutMs: 10_000,
                },
              );
        if (write) writes += 1;
        else reads += 1;
        const id = Reflect.get(Object(answer.body), 'id');
        if (write && answer.status === 201 && typeof id === 'number') acknowledged.add(id);
        else if (answer.status >= 300) {
          if (write) unanswered.push(name);
          errors += 1;
          errorKinds[String(answer.status)] = (errorKinds[String(answer.status)] ?? 0) + 1;
        }
      } catch (error) {
        if (write) writes += 1;
        else reads += 1;
        errors += 1;
        if (write) unanswered.push(name);
        // fetch's TypeError carries the socket's reason (the connection closed mid-answer).
        const cause = error instanceof Error ? Reflect.get(Object(error.cause), 'code') : undefined;
        const kind = `${error instanceof Error ? error.name : 'error'}${typeof cause === 'string' ? ` ${cause}` : ''}`;
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
      }
    }
  }

  const victimName = options.victim.name;
  const clients = Array.from({ length: options.connections }, (_, i) => client(i));
  await sleep((options.seconds * 1000) / 3);
  const sessionsAtKill = (await cluster.balancerStats()).get(victimName)?.sessions ?? 0;
  const killedAt = Date.now();
  options.victim.kill9();
  let markedDownAfterMs: number | null = null;
  let lastSentAfterMs: number | null = null;
  let lastSessions = sessionsAtKill;
  while (Date.now() < endAt) {
    const stats = (await cluster.balancerStats()).get(victimName);
    if (stats) {
      if (stats.sessions > lastSessions) {
        lastSessions = stats.sessions;
        lastSentAfterMs = Date.now() - killedAt;
      }
      if (markedDownAfterMs === null && !stats.status.startsWith('UP'))
        markedDownAfterMs = Date.now() - killedAt;
    }
    await sleep(100);
  }
  await Promise.all(clients);

  const found = await db
    .selectFrom('saved_filter_view')
    .select('id')
    .where('id', 'in', acknowledged.size > 0 ? [...acknowledged] : [-1])
    .execute();
  const unansweredDone = await db
    .selectFrom('saved_filter_view')
    .select('id')
    .where('name', 'in', unanswered.length > 0 ? unanswered : [''])
    .execute();
  // And through the balancer, as a member would look for them.
  const listed = await api(cluster.balancerUrl, accessToken, 'GET', `/api/v1/saved-views?screen=${SCREEN}`);
  const listedIds = new Set(
    (Array.isArray(listed.body) ? listed.body : []).map((v: unknown) => Reflect.get(Object(v), 'id')),
  );
  const listedAcknowledged = [...acknowledged].filter((id) => listedIds.has(id)).length;

  const figures: LoadFigures = {
    connections: options.connections,
    seconds: options.seconds,
    requests: reads + writes,
    reads,
    writes,
    errors,
    errorKinds,
    writesAcknowledged: acknowledged.size,
    writesFoundAfter: Math.min(found.length, listedAcknowledged),
    writesUnanswered: unanswered.length,
    writesUnansweredDone: unansweredDone.length,
    markedDownAfterMs,
    lastSentAfterMs: lastSentAfterMs ?? 0,
    sessionsToKilledAfterKill: lastSessions - sessionsAtKill,
  };
  const ok =
    figures.writesAcknowledged > 0 &&
    found.length === acknowledged.size &&
    listedAcknowledged === acknowledged.size &&
    markedDownAfterMs !== null &&
    markedDownAfterMs <= 5_000 &&
    (lastSentAfterMs ?? 0) <= 5_000;
  return {
    figures,
    result: {
      name: `kill -9 of ${victimName} under ${options.connections} connections`,
      ok,
      detail:
        `${figures.requests} requests (${reads} reads, ${writes} writes), ${errors} errors ${JSON.stringify(errorKinds)}; ` +
        `writes acknowledged ${figures.writesAcknowledged}, found after the kill ${found.length} in the database and ${listedAcknowledged} through the balancer; ` +
        `writes without an answer ${unanswered.length}, of which done ${unansweredDone.length}; ` +
        `${victimName} marked down ${markedDownAfterMs ?? 'never'} ms after the kill, last request sent to it ${figures.lastSentAfterMs} ms after`,
    },
  };
}
