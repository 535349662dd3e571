import { isApiError } from '../../../shared/lib/api';

/** The server's field errors (`errors: { field: [messages] }`) as one message per field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('errors' in data)) return {};
  const errors = data.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (Array.isArray(value)) result[key] = value.filter((v) => typeof v === 'string').join(' ');
  }
  return result;
}
