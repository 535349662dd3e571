import { maskPersonalData, type PersonalDataKind } from '@mentor/contract/privacy';
import { type AuthUser, hasPermissions } from '../../http/auth-user.ts';

/** Staff holding it see personal data in clear; everyone else sees it masked. */
export const REVEAL_PERMISSION = 'reveal_personal_data';

export type PersonalFields = Readonly<Record<string, PersonalDataKind>>;

export function mayReveal(user: AuthUser | null): boolean {
  return user !== null && hasPermissions(user, [REVEAL_PERMISSION]);
}

/**
 * A copy of `value` with every field named in `fields`, at any depth, masked by its kind
 * (contract `maskPersonalData`). Arrays and nested objects are walked; other values kept. A name
 * `parent.field` masks `field` only inside `parent` (its object or its list's items): the
 * merchant's `phones.number`, not an address's street `number`.
 */
export function maskPersonalFields<T>(value: T, fields: PersonalFields, parent = ''): T {
  if (Array.isArray(value)) return value.map((item) => maskPersonalFields(item, fields, parent)) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const kind = fields[`${parent}.${key}`] ?? fields[key];
    out[key] =
      kind && (typeof item === 'string' || typeof item === 'number')
        ? maskPersonalData(kind, String(item))
        : maskPersonalFields(item, fields, key);
  }
  return out as T;
}

/**
 * The kind of the value at `path` (dots between keys, list indexes among them) when its field
 * is personal: by `parent.field`, then by the field's name.
 */
export function personalKindAt(fields: PersonalFields, path: string): PersonalDataKind | undefined {
  const keys = path.split('.').filter((key) => key !== '' && !/^\d+$/.test(key));
  const field = keys.at(-1);
  if (field === undefined) return undefined;
  const parent = keys.at(-2);
  return (parent === undefined ? undefined : fields[`${parent}.${field}`]) ?? fields[field];
}

/**
 * A change as the approvals inbox shows it: its `before` and proposed `after` hold the record's
 * own fields (and the call's input), so they are masked like the record's history, for everyone.
 * Seeing one value in clear is the logged reveal (`POST /api/v1/reveal` with `approval_id`).
 */
export function maskChange<T extends { before: unknown; after: unknown }>(
  change: T,
  fields: PersonalFields,
): T {
  const shown = (value: unknown) =>
    value === null || value === undefined ? null : maskPersonalFields(value, fields);
  return { ...change, before: shown(change.before), after: shown(change.after) };
}

const unions = new WeakMap<object, PersonalFields>();

/**
 * Every personal-data field the app's routes declare, by name (the first kind declared wins):
 * what a record's history must mask, since its before/after hold the record's own fields.
 */
export function allPersonalFields(app: {
  registeredRoutes: readonly { policy: { personalData?: { fields: PersonalFields } } }[];
}): PersonalFields {
  const known = unions.get(app);
  if (known) return known;
  const fields: Record<string, PersonalDataKind> = {};
  for (const route of app.registeredRoutes) {
    for (const [name, kind] of Object.entries(route.policy.personalData?.fields ?? {})) fields[name] ??= kind;
  }
  unions.set(app, fields);
  return fields;
}

/** Masks rows of a streamed export for a user without the reveal permission. */
export async function* maskedBatches<T>(
  batches: AsyncIterable<T[]>,
  fields: PersonalFields,
  user: AuthUser | null,
): AsyncGenerator<T[]> {
  const reveal = mayReveal(user);
  for await (const batch of batches)
    yield reveal ? batch : batch.map((row) => maskPersonalFields(row, fields));
}
