import type { NotificationData } from '@mantine/notifications';
import type { ErrorKind, ErrorView } from '../../lib/api/error-view';

/** Kinds of failure the operator is told about (a cancel or a pending approval is not a failure). */
export const REPORTED_KINDS: readonly ErrorKind[] = [
  'network',
  'invalid',
  'unauthenticated',
  'forbidden',
  'not-found',
  'conflict',
  'rate-limited',
  'server',
  'unknown',
];

/** The `kit:errorKind.*` key titling a failure of a kind. */
export const errorTitleKey = (kind: ErrorKind): string => `errorKind.${kind}`;

/**
 * The red toast of a failure: its title says the kind (by status), its text is the view's
 * message, optionally wrapped by the screen ('Falha ao carregar bancos. {message}'). Null when
 * there is nothing to report (cancelled, pending approval, empty message).
 */
export function errorToast(
  view: ErrorView,
  { title, message = (text) => text }: { title?: string; message?: (text: string) => string } = {},
): NotificationData | null {
  if (!REPORTED_KINDS.includes(view.kind) || view.message === '') return null;
  return { color: 'red', ...(title ? { title } : {}), message: message(view.message) };
}
