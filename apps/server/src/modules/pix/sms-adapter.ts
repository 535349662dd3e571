import { z } from 'zod';
import type { Database } from '../../db/database.ts';

/** One text message to a customer's phone. */
export interface SmsMessage {
  uuidAccountPayment: string;
  phone: string;
  body: string;
}

/**
 * Where SMS messages go. The local adapter writes them to `sms_outbox`, where the console's
 * device screen shows them; the HTTP adapter posts them to an SMS gateway. `send` runs inside
 * the transaction that stores the code, so a failed send stores nothing.
 */
export interface SmsSender {
  readonly name: 'local' | 'http';
  send(trx: Database, message: SmsMessage): Promise<void>;
}

export const localSmsSender: SmsSender = {
  name: 'local',
  async send(trx, message) {
    await trx
      .insertInto('sms_outbox')
      .values({ uuid_account_payment: message.uuidAccountPayment, phone: message.phone, body: message.body })
      .execute();
  },
};

/** Posts `{ to, message }` as JSON with a bearer token; any non-2xx answer fails the send. */
export function httpSmsSender(url: string, token: string, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    name: 'http',
    async send(_trx, message) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ to: message.phone, message: message.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

const smsEnvSchema = z.discriminatedUnion('PIX_SMS_ADAPTER', [
  z.object({ PIX_SMS_ADAPTER: z.literal('local') }),
  z.object({
    PIX_SMS_ADAPTER: z.literal('http'),
    PIX_SMS_HTTP_URL: z.string().url(),
    PIX_SMS_HTTP_TOKEN: z.string().min(1),
  }),
]);

/**
 * The adapter named by `PIX_SMS_ADAPTER` (`local` when unset; `http` needs `PIX_SMS_HTTP_URL`
 * and `PIX_SMS_HTTP_TOKEN`). A wrong configuration stops the server at start-up.
 */
export function smsSenderFromEnv(source: NodeJS.ProcessEnv = process.env): SmsSender {
  const parsed = smsEnvSchema.safeParse({ ...source, PIX_SMS_ADAPTER: source.PIX_SMS_ADAPTER ?? 'local' });
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid SMS configuration: ${detail}`);
  }
  const config = parsed.data;
  return config.PIX_SMS_ADAPTER === 'http'
    ? httpSmsSender(config.PIX_SMS_HTTP_URL, config.PIX_SMS_HTTP_TOKEN)
    : localSmsSender;
}
