/**
 * Two app instances on one database sharing a clock, B listening for live sockets: what one instance ends, the other
 * must refuse too (docs/architecture.md §3 "Session cache", "Live channels").
 */
import WebSocket from 'ws';
import type { Db } from '../../../server/src/db/client';
import { createTestApp, type TestApp } from './test-app';

export interface TwoInstances {
  a: TestApp;
  b: TestApp;
  /** opens a socket on B at `path` (`/api/ws/…?access_token=…`) */
  open(path: string): Promise<WebSocket>;
  /** the close code and reason `ws` is closed with */
  closed(ws: WebSocket): Promise<[number, string]>;
  close(): Promise<void>;
}

export async function twoInstances(db: Db): Promise<TwoInstances> {
  const a = await createTestApp(db);
  const b = await createTestApp(db, { clock: a.clock });
  const baseB = (await b.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  const opened: WebSocket[] = [];
  return {
    a,
    b,
    open: (path) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`${baseB}${path}`);
        opened.push(ws);
        ws.once('open', () => resolve(ws));
        ws.once('error', reject);
      }),
    closed: (ws) =>
      new Promise<[number, string]>((resolve) =>
        ws.once('close', (code, reason) => resolve([code, String(reason)])),
      ),
    close: async () => {
      for (const ws of opened) ws.terminate();
      await a.app.close();
      await b.app.close();
    },
  };
}
