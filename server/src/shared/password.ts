/**
 * Password hashing with node:crypto scrypt (docs/architecture.md §3), stored as `scrypt$N$r$p$salt$hash`
 * (salt and hash base64url) so that the cost can be raised later without breaking old hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LEN = 32;

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // async scrypt runs in the libuv pool: a login does not block other requests
    scrypt(password.normalize('NFKC'), salt, KEY_LEN, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * `cost` is scrypt's N, 16384 unless given: only the tests' seeded snapshot asks for less (tests/server/setup/
 * test-hashes.ts), and verifying reads N from the stored hash, so nothing else changes.
 */
export async function hashPassword(password: string, cost = N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, r: R, p: P });
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of nothing in particular, verified against when the user does not exist, so that an unknown
 * account costs the same time as a wrong password and names cannot be probed by timing.
 */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(12).toString('hex'));
  return dummy;
}
