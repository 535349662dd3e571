import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Staff password hashes: `scrypt$N$r$p$saltB64$hashB64` (node:crypto scrypt, RFC 7914).
 * N = 2^15, r = 8, p = 1 costs about 32 MB and tens of milliseconds per check.
 */
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Upper bound accepted when reading a stored hash, so a tampered row cannot exhaust memory. */
const MAX_COST = 2 ** 20;

function derive(
  plain: string,
  salt: Buffer,
  cost: number,
  blockSize: number,
  parallelism: number,
  length: number,
) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      plain.normalize('NFKC'),
      salt,
      length,
      { N: cost, r: blockSize, p: parallelism, maxmem: 256 * cost * blockSize * parallelism },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await derive(plain, salt, COST, BLOCK_SIZE, PARALLELISM, KEY_LENGTH);
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), hash.toString('base64')].join(
    '$',
  );
}

interface ParsedHash {
  cost: number;
  blockSize: number;
  parallelism: number;
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !n || !r || !p || !salt || !hash) return undefined;
  const cost = Number(n);
  const blockSize = Number(r);
  const parallelism = Number(p);
  const isPowerOfTwo = Number.isInteger(cost) && cost > 1 && (cost & (cost - 1)) === 0;
  if (!isPowerOfTwo || cost > MAX_COST) return undefined;
  if (!Number.isInteger(blockSize) || blockSize < 1 || blockSize > 32) return undefined;
  if (!Number.isInteger(parallelism) || parallelism < 1 || parallelism > 16) return undefined;
  const parsed = {
    cost,
    blockSize,
    parallelism,
    salt: Buffer.from(salt, 'base64'),
    hash: Buffer.from(hash, 'base64'),
  };
  if (parsed.salt.length === 0 || parsed.hash.length < 16) return undefined;
  return parsed;
}

/** True when `plain` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(
    plain,
    parsed.salt,
    parsed.cost,
    parsed.blockSize,
    parsed.parallelism,
    parsed.hash.length,
  );
  return timingSafeEqual(candidate, parsed.hash);
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the user does not exist or has no password,
 * so response times do not reveal which usernames exist.
 */
export async function verifyAgainstDecoy(plain: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(plain, await decoyHash);
  return false;
}
