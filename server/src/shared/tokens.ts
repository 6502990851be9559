/** Opaque random tokens; only their sha256 is stored (docs/architecture.md §3). */
import { hash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Every guarded request hashes its token: the one-shot form, without a Hash object each time. */
export function tokenHash(token: string): string {
  return hash('sha256', token, 'hex');
}
