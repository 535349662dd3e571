import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { OtpDialog } from './otp-dialog';
import { otpStore } from './otp-store';

/**
 * Shows the one-time-code dialog whenever `confirmWithOtp` or `requestOtpCode` asks for a code.
 * Mount it once, inside the Mantine and i18n providers. The dialog waits for the `kit`
 * translations on its own, so a first request never suspends the rest of the page.
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
