import { isApiError } from './api-error';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

function nonEmpty(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return text(value);
}

function responseData(error: unknown): unknown {
  if (isApiError(error)) return error.data;
  if (isRecord(error)) {
    if ('data' in error) return error.data;
    if (isRecord(error.response) && 'data' in error.response) return error.response.data;
  }
  return undefined;
}

function errorLines(errors: unknown): string[] {
  if (Array.isArray(errors)) return errors.map(text);
  if (isRecord(errors)) return Object.entries(errors).map(([key, value]) => `${key}: ${text(value)}`);
  return [text(errors)];
}

/**
 * Text to show an operator for a failed call (spec core §8): with `errors` in the body, the
 * message followed by each error on its own line; otherwise the body's message, error or
 * detail, then the error's own message, then its string form.
 */
export function errorMessage(error: unknown): string {
  const data = responseData(error);
  if (isRecord(data)) {
    if (data.errors !== undefined && data.errors !== null) {
      const message = nonEmpty(data.message);
      return [...(message ? [message] : []), ...errorLines(data.errors)].join('\n');
    }
    const fromBody = nonEmpty(data.message) ?? nonEmpty(data.error) ?? nonEmpty(data.detail);
    if (fromBody) return fromBody;
  }
  if (error instanceof Error && error.message) return error.message;
  if (isRecord(error) && typeof error.message === 'string' && error.message) return error.message;
  return String(error);
}
