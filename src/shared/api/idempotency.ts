/**
 * Idempotency keys (docs/architecture.md §3 "Idempotent writes"): every write the one client sends carries one, so
 * its automatic replay (after a token refresh) is done once. A form whose submit a user may retry after a lost answer
 * holds its key with `useIdempotencyKey` until the submit succeeds: the retry then gets the first answer instead of a
 * second order or a "changed by someone else".
 */
import { useCallback, useState } from 'react';

/** 32 hex characters from the browser's random source (crypto.randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface IdempotencyIntent {
  /** the key of the submit being made: the same for every retry */
  key: string;
  /** the submit succeeded: the next one is a new intent */
  renew: () => void;
}

export function useIdempotencyKey(): IdempotencyIntent {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, renew };
}

/** 128 bits of a string as 32 hex characters (cyrb128: spread, not secret; the server scopes keys by user). */
function hash128(text: string): string {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i += 1) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [h1 ^ h2 ^ h3 ^ h4, h2 ^ h1, h3 ^ h1, h4 ^ h1]
    .map((h) => (h >>> 0).toString(16).padStart(8, '0'))
    .join('');
}

/** The key of a write that carries a record's `version`: the same for the same write, null for any other. */
export function versionedWriteKey(method: string, url: string, data: unknown): string | null {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  if (typeof (data as { version?: unknown }).version !== 'number') return null;
  return hash128(`${method.toUpperCase()} ${url} ${JSON.stringify(data)}`);
}
