import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database.ts';
import { httpSmsSender, localSmsSender, smsSenderFromEnv } from './sms-adapter.ts';

describe('SMS adapter selection', () => {
  it('uses the local outbox unless told otherwise', () => {
    expect(smsSenderFromEnv({})).toBe(localSmsSender);
    expect(smsSenderFromEnv({ PIX_SMS_ADAPTER: 'local' }).name).toBe('local');
  });

  it('selects the HTTP gateway with its URL and token, and refuses an incomplete configuration', () => {
    const sender = smsSenderFromEnv({
      PIX_SMS_ADAPTER: 'http',
      PIX_SMS_HTTP_URL: 'https://sms.example.com/send',
      PIX_SMS_HTTP_TOKEN: 'secret',
    });
    expect(sender.name).toBe('http');
    expect(() => smsSenderFromEnv({ PIX_SMS_ADAPTER: 'http' })).toThrow(/Invalid SMS configuration/);
    expect(() => smsSenderFromEnv({ PIX_SMS_ADAPTER: 'carrier-pigeon' })).toThrow(
      /Invalid SMS configuration/,
    );
  });

  it('posts the message to the gateway and fails on a non-2xx answer', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    let status = 202;
    const fakeFetch: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), init });
      return new Response(null, { status });
    };
    const sender = httpSmsSender('https://sms.example.com/send', 'secret', fakeFetch);
    const message = { uuidAccountPayment: 'x', phone: '11987654321', body: 'código 123456' };
    // The HTTP adapter never queries the database: a handle that cannot connect proves it.
    const offline = createDatabase('postgres://nobody@127.0.0.1:1/none', 1);
    const noDb = offline.db;
    await sender.send(noDb, message);
    expect(calls[0]?.url).toBe('https://sms.example.com/send');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ to: '11987654321', message: 'código 123456' });
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe('Bearer secret');
    status = 500;
    await expect(sender.send(noDb, message)).rejects.toThrow('SMS gateway answered 500');
    await offline.close();
  });
});
