import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LoginThrottle } from './login-throttle.ts';

/**
 * A browser that signed in as a username before: a cookie carrying a random device id and the
 * usernames signed in on it, sealed with the provider's cookie keys (HMAC-SHA256). The sign-in
 * throttle counts its attempts apart from everyone else's, so no one else's failures lock the
 * owner out of their own browser. Only a successful sign-in adds a username to it.
 */
export const KNOWN_DEVICE_COOKIE = 'mentor_device';
/** Usernames kept per browser (the most recent ones). */
const MAX_USERNAMES = 5;
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

interface DeviceContent {
  d: string;
  u: string[];
}

function mac(key: string, content: string): Buffer {
  return createHmac('sha256', key).update(content).digest();
}

function parse(value: string, keys: readonly string[]): DeviceContent | undefined {
  const [content = '', signature = ''] = value.split('.');
  if (!content || !signature) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const valid = keys.some((key) => {
    const expected = mac(key, content);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!valid) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(content, 'base64url').toString('utf8'));
    const d: unknown = Reflect.get(Object(parsed), 'd');
    const u: unknown = Reflect.get(Object(parsed), 'u');
    if (typeof d !== 'string' || !Array.isArray(u) || !u.every((n) => typeof n === 'string'))
      return undefined;
    return { d, u };
  } catch {
    return undefined;
  }
}

function cookieValue(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === KNOWN_DEVICE_COOKIE) return rest.join('=');
  }
  return undefined;
}

export class KnownDevices {
  /** `keys[0]` seals; every key opens (the provider's cookie keys, newest first). */
  constructor(
    private readonly keys: readonly string[],
    private readonly cookiePath: string,
    private readonly secure: boolean,
  ) {}

  /** The browser's device id when its cookie names this username, else undefined. */
  deviceFor(cookieHeader: string | undefined, username: string): string | undefined {
    const value = cookieValue(cookieHeader);
    const content = value ? parse(value, this.keys) : undefined;
    return content?.u.includes(LoginThrottle.key(username)) ? content.d : undefined;
  }

  /** The Set-Cookie header that records a successful sign-in of `username` in this browser. */
  remember(cookieHeader: string | undefined, username: string): string {
    const key = this.keys[0];
    if (!key) throw new Error('no key to seal the device cookie');
    const value = cookieValue(cookieHeader);
    const current = (value ? parse(value, this.keys) : undefined) ?? {
      d: randomBytes(16).toString('base64url'),
      u: [],
    };
    const name = LoginThrottle.key(username);
    const next: DeviceContent = {
      d: current.d,
      u: [name, ...current.u.filter((u) => u !== name)].slice(0, MAX_USERNAMES),
    };
    const content = Buffer.from(JSON.stringify(next)).toString('base64url');
    const sealed = `${content}.${mac(key, content).toString('base64url')}`;
    return [
      `${KNOWN_DEVICE_COOKIE}=${sealed}`,
      `Path=${this.cookiePath}`,
      `Max-Age=${MAX_AGE_SECONDS}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(this.secure ? ['Secure'] : []),
    ].join('; ');
  }
}
