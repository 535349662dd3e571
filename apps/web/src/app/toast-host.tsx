import { Notifications } from '@mantine/notifications';

/** Toasts: top-right, 4000 ms (spec core §2.3). */
export const TOAST_AUTO_CLOSE_MS = 4000;

/**
 * The toast stack. Fetched after the frame (ADR 0270): `notifications.show` only fills a store,
 * and toasts raised before this mounts are shown as soon as it does.
 */
export default function ToastHost() {
  return <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />;
}
