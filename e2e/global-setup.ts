/**
 * Waits until every server under test answers. Playwright starts its webServer entries one after the
 * other, each waiting for its URL, so three servers would start in three times the time of one: the
 * config starts them without a URL (at once, concurrently) and this waits for all of them together.
 */
import { mainURLs, shortTtlURL } from './ports';

/** Migrations and the demo seed of three servers at once on a busy 2-core machine. */
export const SERVER_START_TIMEOUT_MS = 180_000;

async function answers(url: string): Promise<boolean> {
  try {
    const reply = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return reply.ok;
  } catch {
    return false;
  }
}

export default async function waitForServers(): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  const pending = new Set([...mainURLs, shortTtlURL].map((base) => `${base}/woms/`));
  while (pending.size > 0) {
    for (const url of [...pending]) if (await answers(url)) pending.delete(url);
    if (pending.size === 0) break;
    if (Date.now() > deadline) {
      throw new Error(
        `e2e: no answer within ${SERVER_START_TIMEOUT_MS / 1000} s from ${[...pending].join(', ')} ` +
          '(see the [WebServer] lines above for why it did not start)',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // process.uptime(): the servers were launched right after Playwright read its config.
  console.info(
    `e2e: ${mainURLs.length + 1} servers ready ${process.uptime().toFixed(1)} s after Playwright started`,
  );
}
