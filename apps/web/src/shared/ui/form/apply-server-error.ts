import { notifications } from '@mantine/notifications';
import type { ErrorOption } from 'react-hook-form';
import { errorView } from '../../lib/api/error-view';
import { errorToast } from '../error-feedback/error-toast';

/** What a failed submit needs from a form (any react-hook-form form fits). */
export interface FormErrorTarget {
  setError(name: string, error: ErrorOption): void;
  getValues(): unknown;
}

export interface ApplyServerErrorOptions {
  /** Names of the fields the form shows; errors for other keys are reported in the toast. */
  fields: readonly string[];
  /**
   * Server key → form field (e.g. `centralizer_account.bank_code` → `bank_code`); return null
   * to leave the key for the toast. Defaults to the key itself.
   */
  mapField?: (key: string) => string | null;
  /** Shows a toast; the form's mutation passes one titled by the failure's kind. */
  notify?: (message: string) => void;
  /** The screen's own text for a failure that is not the server's answer (see `errorView`). */
  fallback?: string;
}

const toastError = (message: string) => notifications.show({ color: 'red', message });

/**
 * The one place a failed submit is shown (spec core §8): each field error the server sent (422)
 * goes under its field; whatever is left (no field errors, or keys no field shows) is shown as a
 * toast with the error display rule's text. Cancelling the one-time code shows nothing.
 * Returns the fields that received a message.
 */
export function applyServerError(
  error: unknown,
  setError: FormErrorTarget['setError'],
  { fields, mapField = (key) => key, notify = toastError, fallback }: ApplyServerErrorOptions,
): string[] {
  const view = errorView(error, fallback);
  if (errorToast(view) === null) return [];
  const known = new Set(fields);
  const placed: string[] = [];
  const leftOver: string[] = [];
  for (const [key, message] of Object.entries(view.fieldErrors)) {
    const field = mapField(key);
    if (field !== null && known.has(field)) {
      setError(field, { type: 'server', message });
      placed.push(field);
    } else {
      leftOver.push(`${key}: ${message}`);
    }
  }
  if (placed.length === 0) notify(view.message);
  else if (leftOver.length > 0) notify(leftOver.join('\n'));
  return placed;
}
