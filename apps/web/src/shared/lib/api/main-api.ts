import { confirmWithOtp } from '../../ui/otp-dialog/confirm-with-otp';
import { apiRuntime } from './api-runtime';
import { createHttpClient } from './http-client';

/**
 * Main API client (spec core §7.1): base `/api`, JSON, no cache, Bearer token; calls flagged
 * with `otp` ask for a one-time code first and send it in `x-otp` (or the header named).
 * A 401 logs the user out at once (spec core §8).
 */
export const mainApi = createHttpClient({
  baseUrl: () => apiRuntime().config?.api.mainBaseUrl ?? '/api',
  headers: () => ({}),
  getAccessToken: () => apiRuntime().getAccessToken(),
  onUnauthorized: () => apiRuntime().logout(),
  otpHeader: () => apiRuntime().config?.api.otpHeader ?? 'x-otp',
  confirmOtp: confirmWithOtp,
  cache: 'no-store',
});
