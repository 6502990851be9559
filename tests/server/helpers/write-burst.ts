/**
 * kill -9 in the middle of a burst of writes (docs/architecture.md §1 "Faults"): concurrent area adds through a real
 * server process, which is killed once enough of them were acknowledged; then every acknowledged one must be found.
 */
import { expect } from 'vitest';
import { call, type ServerProcess } from './server-process';

export interface Burst {
  /** areas whose add answered 200 with an id before the kill */
  acked: { id: number; code: string }[];
  /** adds sent in all (acknowledged, refused in flight, or never answered) */
  sent: number;
}

const STREAMS = 8;

export async function burstThenKill(
  server: ServerProcess,
  token: string,
  prefix: string,
  ackedBeforeKill = 40,
): Promise<Burst> {
  const acked: Burst['acked'] = [];
  let sent = 0;
  let killed = false;
  const stream = async (): Promise<void> => {
    while (!killed) {
      const code = `${prefix}${sent}`;
      sent += 1;
      try {
        const { body } = await call(server.url, token, 'POST', '/api/system/area', {
          parentId: 0,
          name: `压测区域${code}`,
          type: 'area',
          code,
        });
        if (body.code === 200) acked.push({ id: (body.data as { id: number }).id, code });
      } catch {
        // the server died with this call in flight: it was never acknowledged
      }
      if (!killed && acked.length >= ackedBeforeKill) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: STREAMS }, stream));
  expect(await server.exited).toBe('SIGKILL');
  return { acked: [...acked], sent };
}

/** How many of the acknowledged areas the restarted server answers, with their own code. */
export async function foundAfterRestart(server: ServerProcess, token: string, burst: Burst): Promise<number> {
  let found = 0;
  for (const { id, code } of burst.acked) {
    const { body } = await call(server.url, token, 'GET', `/api/system/area/info/${id}`);
    if ((body.data as { code?: string } | undefined)?.code === code) found += 1;
  }
  return found;
}
