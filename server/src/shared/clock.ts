/**
 * Time source of the server. Every expiry is computed from this clock and passed to SQL as a parameter
 * (never the database's now()), so tests move time forward instead of sleeping.
 */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function at(clock: Clock, offsetMs = 0): Date {
  return new Date(clock.now() + offsetMs);
}
