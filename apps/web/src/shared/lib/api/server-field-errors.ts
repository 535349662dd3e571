import { isApiError } from './api-error';

/**
 * The server's field errors (`errors: { field: [messages] }`, as a 422 carries them) as one
 * message per field; empty when the error has no per-field messages.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('errors' in data)) return {};
  const errors = data.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (Array.isArray(value)) result[key] = value.filter((v) => typeof v === 'string').join(' ');
    else if (typeof value === 'string') result[key] = value;
  }
  return result;
}
