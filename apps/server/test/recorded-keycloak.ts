import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';

/**
 * One recorded exchange with Keycloak 26: the request as it went over the wire (path as sent,
 * query, JSON or form body, optionally headers) and Keycloak's answer. In a recorded request body
 * `{ "$match": "<regex>" }` stands for a string generated at call time (a random suffix).
 */
export interface Exchange {
  request: {
    method: string;
    path: string;
    query?: Record<string, string>;
    headers?: Record<string, string>;
    body?: unknown;
  };
  response: { status: number; headers?: Record<string, string>; body?: unknown };
}

export interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

export interface RecordedKeycloak {
  /** Realm URL to configure as OIDC_ISSUER. */
  issuer: string;
  /** Every request received, in order. */
  sent: Sent[];
  /** Requests the recording does not hold (answered 501) or sent without the recorded token (401). */
  refused: string[];
  /** Recorded exchanges that were never asked for. */
  unused(): Exchange[];
  close(): Promise<void>;
}

/** Reads recordings (arrays of exchanges) from JSON files. */
export function recording(dir: string, ...names: string[]): Exchange[] {
  return names.flatMap(
    (name) => JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8')) as Exchange[],
  );
}

function matches(recorded: unknown, actual: unknown): boolean {
  if (recorded && typeof recorded === 'object' && '$match' in recorded) {
    return typeof actual === 'string' && new RegExp(String(recorded.$match)).test(actual);
  }
  if (Array.isArray(recorded)) {
    return (
      Array.isArray(actual) &&
      recorded.length === actual.length &&
      recorded.every((item, i) => matches(item, actual[i]))
    );
  }
  if (recorded && typeof recorded === 'object') {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return false;
    const want = Object.entries(recorded);
    return (
      want.length === Object.keys(actual).length &&
      want.every(([key, value]) => matches(value, (actual as Record<string, unknown>)[key]))
    );
  }
  return isDeepStrictEqual(recorded, actual);
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if (raw === '') return undefined;
  if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  return JSON.parse(raw);
}

/**
 * A local HTTP server answering from a recording of Keycloak 26's admin API. Admin calls must carry
 * a bearer token the recording's token endpoint handed out (else 401, as Keycloak answers); a
 * request the recording does not hold is answered 501 and listed in `refused`. Identical
 * requests recorded more than once are answered in order, the last answer repeating.
 */
export async function serveRecording(realm: string, exchanges: Exchange[]): Promise<RecordedKeycloak> {
  const sent: Sent[] = [];
  const refused: string[] = [];
  const used = new Set<Exchange>();
  const tokens = new Set<string>();
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://keycloak.test');
      const query = Object.fromEntries(url.searchParams);
      const body = await readBody(request);
      const authorization = request.headers.authorization ?? null;
      sent.push({ method: request.method ?? 'GET', path: url.pathname, query, body, authorization });
      const line = `${request.method} ${url.pathname}${url.search} ${body === undefined ? '' : JSON.stringify(body)}`;
      const reply = (status: number, answer: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, {
          ...(answer === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        });
        response.end(answer === undefined ? undefined : JSON.stringify(answer));
      };
      if (url.pathname.startsWith('/admin/') && !tokens.has(authorization?.replace(/^Bearer /, '') ?? '')) {
        refused.push(`401 ${line}`);
        reply(401, { error: 'HTTP 401 Unauthorized' });
        return;
      }
      const candidates = exchanges.filter(
        (e) =>
          e.request.method === request.method &&
          e.request.path === url.pathname &&
          isDeepStrictEqual(e.request.query ?? {}, query) &&
          Object.entries(e.request.headers ?? {}).every(
            ([name, value]) => request.headers[name.toLowerCase()] === value,
          ) &&
          (e.request.body === undefined ? body === undefined : matches(e.request.body, body)),
      );
      const exchange = candidates.find((e) => !used.has(e)) ?? candidates.at(-1);
      if (!exchange) {
        refused.push(`501 ${line}`);
        reply(501, { error: `not in the recording: ${line}` });
        return;
      }
      used.add(exchange);
      const answer = exchange.response.body;
      if (answer && typeof answer === 'object' && 'access_token' in answer) {
        tokens.add(String(answer.access_token));
      }
      const headers = Object.fromEntries(
        Object.entries(exchange.response.headers ?? {}).map(([name, value]) => [
          name,
          value.replace('{base}', `http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ]),
      );
      reply(exchange.response.status, answer, headers);
    })().catch((error: unknown) => {
      refused.push(`500 ${String(error)}`);
      response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    issuer: `http://127.0.0.1:${port}/realms/${realm}`,
    sent,
    refused,
    unused: () => exchanges.filter((e) => !used.has(e)),
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
