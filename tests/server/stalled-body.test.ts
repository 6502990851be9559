/**
 * A request whose connection falls silent is cut after SOCKET_IDLE_TIMEOUT_MS (docs/architecture.md §3 "Server
 * config"): a sign-in whose body stalls (no token needed to send one) and an upload whose body stalls (its temporary
 * file removed with it). A kept-alive connection between requests and a live socket, both quiet for longer, are not
 * cut. The limit here is 500 ms so that the cut comes soon (a socket's timer is the operating system's: no fake
 * timers); each wait for a cut is a generous 20 s, and the times the cuts took are printed, never asserted.
 */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Db } from '../../server/src/db/client';
import { createTestApp, login, openSeededDb, type TestApp } from './helpers/test-app';

const IDLE_MS = 500;
const GENEROUS_MS = 20_000;

let db: Db;
let t: TestApp;
let port = 0;
let token = '';
const filesDir = join(tmpdir(), `woms-files-${randomUUID()}`);

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, { env: { SOCKET_IDLE_TIMEOUT_MS: String(IDLE_MS), FILES_DIR: filesDir } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  token = (await login(t.app, 'operator')).access_token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

/** Sends `head` and a part of a body that declares more, then nothing: resolves with how long the server took to cut. */
function stall(head: string, sent: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let started = 0;
    const give = setTimeout(() => {
      socket.destroy();
      reject(new Error(`not cut within ${GENEROUS_MS} ms`));
    }, GENEROUS_MS);
    socket.on('connect', () => {
      started = Date.now();
      socket.write(head + sent);
    });
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(give);
      resolve(Date.now() - started);
    });
  });
}

describe('a silent connection', () => {
  it('is cut when a sign-in body stalls', async () => {
    const ms = await stall(
      'POST /api/auth/oauth/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        'Content-Length: 1000000\r\n\r\n',
      'username=a',
    );
    console.info(`stalled body: a sign-in cut after ${ms} ms (limit ${IDLE_MS} ms)`);
  });

  it('is cut when an upload body stalls, and its temporary file goes with it', async () => {
    const ms = await stall(
      'POST /api/system/file/upload?fileName=stall.pdf HTTP/1.1\r\nHost: x\r\n' +
        `Authorization: Bearer ${token}\r\nContent-Type: application/octet-stream\r\nContent-Length: 1000000\r\n\r\n`,
      '%PDF-1.4\n',
    );
    console.info(`stalled body: an upload cut after ${ms} ms (limit ${IDLE_MS} ms)`);
    // The store removes its temporary file once the cut body errors; give it its moment.
    const deadline = Date.now() + GENEROUS_MS;
    let left = await tmpFiles();
    while (left.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      left = await tmpFiles();
    }
    expect(left).toEqual([]);
  });

  it('does not cut a kept-alive connection quiet between two requests', async () => {
    const socket = connect(port, '127.0.0.1');
    const answers: string[] = [];
    let closed = false;
    socket.on('data', (chunk: Buffer) => answers.push(chunk.toString()));
    socket.on('close', () => (closed = true));
    await new Promise((resolve) => socket.once('connect', resolve));
    const ask = async (n: number) => {
      socket.write('GET /api/code HTTP/1.1\r\nHost: x\r\n\r\n');
      const deadline = Date.now() + GENEROUS_MS;
      while (answers.join('').split('HTTP/1.1 200').length - 1 < n && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await ask(1);
    // Four limits of silence between the two requests.
    await new Promise((resolve) => setTimeout(resolve, 4 * IDLE_MS));
    expect(closed).toBe(false);
    await ask(2);
    expect(answers.join('').split('HTTP/1.1 200').length - 1).toBe(2);
    socket.destroy();
  });

  it('does not cut a live socket that stays quiet longer than the limit', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws/count/operator?access_token=${token}`, {
      origin: `http://127.0.0.1:${port}`,
    });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    let closed = false;
    ws.once('close', () => (closed = true));
    // Four limits of silence; a socket cut by the limit would be closed by then.
    await new Promise((resolve) => setTimeout(resolve, 4 * IDLE_MS));
    expect(closed).toBe(false);
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.close();
  });
});

async function tmpFiles(): Promise<string[]> {
  return readdir(join(filesDir, '.tmp')).catch(() => []);
}
