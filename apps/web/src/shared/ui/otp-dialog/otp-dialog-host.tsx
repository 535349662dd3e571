import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { otpStore } from './otp-store';

/** The dialog's code (modal, code input) is fetched on the first request, not with the frame. */
const OtpDialog = lazy(() => import('./otp-dialog').then((m) => ({ default: m.OtpDialog })));

/**
 * Shows the one-time-code dialog whenever `confirmWithOtp` or `requestOtpCode` asks for a code.
 * Mount it once, inside the Mantine and i18n providers. The dialog waits for its code and the
 * `kit` translations on its own, so a first request never suspends the rest of the page.
 */
export function OtpDialogHost() {
  useEffect(() => otpStore.registerHost(), []);
  const request = useSyncExternalStore(otpStore.subscribe, otpStore.current, () => null);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <OtpDialog
        key={request.id}
        opened
        options={request.options}
        onSubmit={request.submit}
        onCancel={request.cancel}
      />
    </Suspense>
  );
}
