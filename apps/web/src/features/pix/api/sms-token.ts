import { smsCheckResponseSchema, smsSendResponseSchema } from '@mentor/contract/pix';
import { backofficeApi } from '../../../shared/lib/api';

const tokenPath = (whiteLabel: string, account: string) =>
  `/spe-n-token/v1/token-code/${encodeURIComponent(whiteLabel)}/${encodeURIComponent(account)}`;

/** Sends a six-digit code by SMS to the account's phone. */
export function sendSmsToken(whiteLabel: string, account: string) {
  return backofficeApi.post(tokenPath(whiteLabel, account), undefined, { schema: smsSendResponseSchema });
}

/** Whether the code is valid; any failure counts as not valid (2nd doc §8). */
export async function checkSmsToken(whiteLabel: string, account: string, code: string): Promise<boolean> {
  try {
    const result = await backofficeApi.get(`${tokenPath(whiteLabel, account)}/${encodeURIComponent(code)}`, {
      schema: smsCheckResponseSchema,
    });
    return result.valid;
  } catch (error) {
    console.error('SMS token check failed', error);
    return false;
  }
}
