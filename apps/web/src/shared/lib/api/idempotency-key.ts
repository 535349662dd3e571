/** The header a change request carries so that the server acts on it once (docs/adr/0360). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Methods that change something: each request of these carries a key. */
export const CHANGE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A new random key (a UUID; from random bytes where `randomUUID` needs a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let intent: { key: string; next: number } | null = null;

/**
 * Runs `start` on behalf of one user intent (one submission of a form, one confirmed action):
 * the change requests it starts synchronously take the keys `<key>.0`, `<key>.1`… in order, so
 * the same intent sent again (a retry, a second click) sends the same keys and the server acts
 * once. Requests started outside an intent take a key of their own.
 */
export function withIdempotencyKey<T>(key: string, start: () => T): T {
  const outer = intent;
  intent = { key, next: 0 };
  try {
    return start();
  } finally {
    intent = outer;
  }
}

/** The key of the change request being started now (see {@link withIdempotencyKey}). */
export function takeIdempotencyKey(): string {
  if (!intent) return newIdempotencyKey();
  const key = `${intent.key}.${intent.next}`;
  intent.next += 1;
  return key;
}

const blobIds = new WeakMap<object, number>();
let nextBlobId = 0;

/**
 * What identifies an intent: its values as JSON (files and form data by identity, as their
 * content is not serialised). Equal values are the same intent; an edited field makes another.
 */
export function intentIdOf(values: unknown): string {
  try {
    return serialisedIntent(values);
  } catch {
    // Values JSON cannot hold (a cycle): each send is an intent of its own.
    return `[unique ${newIdempotencyKey()}]`;
  }
}

function serialisedIntent(values: unknown): string {
  return (
    JSON.stringify(values, (_key, value: unknown) => {
      if (value instanceof Blob || value instanceof FormData) {
        let id = blobIds.get(value);
        if (id === undefined) {
          nextBlobId += 1;
          id = nextBlobId;
          blobIds.set(value, id);
        }
        return `[blob ${id}]`;
      }
      return value;
    }) ?? 'undefined'
  );
}
