import { pix } from '@mentor/contract/pix-endpoints';
import { api } from '../../../shared/lib/api';

/** Sends a six-digit code by SMS to the account's phone. */
export function sendSmsToken(whiteLabel: string, account: string) {
  return api.call(pix.sendSmsCode, { params: { whiteLabel, account } });
}

/** Whether the code is valid; any failure counts as not valid (2nd doc §8). */
export async function checkSmsToken(whiteLabel: string, account: string, code: string): Promise<boolean> {
  try {
    const result = await api.call(pix.checkSmsCode, { params: { whiteLabel, account, token: code } });
    return result.valid;
  } catch (error) {
    console.error('SMS token check failed', error);
    return false;
  }
}
