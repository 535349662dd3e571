import { onboarding } from '@mentor/contract/onboarding-endpoints';
import { api } from '../../../shared/lib/api';

/** Sends a six-digit code to the account's phone (the SMS outbox locally), naming who asked. */
export function sendAccountSms(wl: string, account: string, userId: string) {
  return api.call(onboarding.sendSmsCode, { params: { wlId: wl, accountId: account }, query: { userId } });
}

/** Whether the code the holder read out is the one sent. */
export function checkAccountSms(wl: string, account: string, code: string) {
  return api.call(onboarding.checkSmsCode, { params: { wlId: wl, accountId: account, code } });
}
