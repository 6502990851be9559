/**
 * For the live tests that fake the channels' timeouts while msw and awaited hooks run on real ones: a wait on the
 * real clock, taken before any test fakes it, and a poll on it.
 */
const realSetTimeout = globalThis.setTimeout;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => realSetTimeout(resolve, ms));

/** Polls `check` every 5 ms of real time, for up to 2 s. */
export async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (check()) return;
    await sleep(5);
  }
  throw new Error(`timed out waiting for ${what}`);
}
