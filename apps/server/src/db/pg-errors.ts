/** PostgreSQL error codes the services turn into answers a user can act on. */
const UNIQUE_VIOLATION = '23505';

/** True for a unique-constraint violation (duplicate key). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;
}
