import { confirmWithOtp } from '../../ui/otp-dialog/confirm-with-otp';
import { apiRuntime } from './api-runtime';
import { createHttpClient } from './http-client';

/** Delay before logging out after a 401 from the back-office API (spec core §8). */
export const BACKOFFICE_LOGOUT_DELAY_MS = 3000;

let pendingLogout: ReturnType<typeof setTimeout> | undefined;

function logoutSoon(): void {
  if (pendingLogout !== undefined) return;
  pendingLogout = setTimeout(() => {
    pendingLogout = undefined;
    apiRuntime().logout();
  }, BACKOFFICE_LOGOUT_DELAY_MS);
}

/**
 * Back-office API client (spec core §7.2): base `/gateway`, JSON, the back-office client id in
 * `client-id` and the user's realm in `x-realm`.
 */
export const backofficeApi = createHttpClient({
  baseUrl: () => apiRuntime().config?.api.backofficeBaseUrl ?? '/gateway',
  headers: (): Record<string, string> => {
    const config = apiRuntime().config;
    return config ? { 'client-id': config.api.backofficeClientId, 'x-realm': config.auth.realm } : {};
  },
  getAccessToken: () => apiRuntime().getAccessToken(),
  onUnauthorized: logoutSoon,
  otpHeader: () => apiRuntime().config?.api.otpHeader ?? 'x-otp',
  confirmOtp: confirmWithOtp,
  cache: 'no-store',
});
