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
