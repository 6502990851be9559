/**
 * A server process on PostgreSQL under faults (docs/architecture.md §1 "Faults", "Stopping"; §3 "Errors"): the
 * database out of reach (refused, then a stalled network) answers 503 by the server's own 3 s limits and service resumes by itself; kill -9
 * in a burst of writes loses no acknowledged write; SIGTERM finishes the request in flight, closes the live sockets
 * with 1001 and exits 0. The database is reached through a proxy that can cut the line, since other test files share
 * the PostgreSQL server.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_CLOSE, livePath, LIVE_CHANNEL } from '../../contract/live';
import { copySeededDatabase, LIVE_TEMPLATE } from './setup/postgres-template';
import { call, signIn, startServer, stopServer, type ServerProcess } from './helpers/server-process';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';
import { burstThenKill, foundAfterRestart } from './helpers/write-burst';

const INFO = '/api/system/user/getInfo';
/**
 * A call that reads the database every time: the menu's buttons (MenuRepository.buttonPerms). Not getInfo, which the
 * session cache answers from memory until the server has noticed its listener's connection was cut (docs/architecture.md
 * §3 "Session cache"): calls made at once after the cut could still be answered 200.
 */
const READS_DB = '/api/system/menu/btns/2000';
/**
 * Within what a call is taken as answered rather than hanging. The server gives up on the database after its own 3 s
 * (DB_CONNECT_TIMEOUT_MS, DB_QUERY_TIMEOUT_MS) and answers 503; the times are printed. Asserting the 5 s of the
 * requirement itself would test the machine's load (this stage shares two cores with the others).
 */
const ANSWERED_MS = 20_000;

// Server processes start in seconds, more on a loaded machine: these tests get three minutes each.
describe('faults on PostgreSQL', { timeout: 180_000 }, () => {
  let copy: Awaited<ReturnType<typeof copySeededDatabase>>;
  let proxy: TcpProxy;
  let viaProxy: string;
  const servers: ServerProcess[] = [];
  const start = async (url: string, env: Record<string, string> = {}): Promise<ServerProcess> => {
    const server = await startServer({ DATABASE_URL: url, SEED: 'none', ...env });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    copy = await copySeededDatabase(inject('seededPostgres') ?? '', LIVE_TEMPLATE);
    const target = new URL(copy.url);
    proxy = await startTcpProxy(Number(target.port));
    target.port = String(proxy.port);
    viaProxy = target.toString();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s, 'SIGKILL')));
    await proxy?.close();
    await copy?.drop();
  });

  it('answers 503 by its own limits while the database is out of reach, and serves again by itself', async () => {
    const server = await start(viaProxy);
    const token = await signIn(server.url, 'admin', 'admin123');
    expect((await call(server.url, token, 'GET', READS_DB)).status).toBe(200);
    const timed = async (): Promise<{ status: number; msg?: string; ms: number }> => {
      const started = Date.now();
      const { status, body } = await call(server.url, token, 'GET', READS_DB);
      return { status, msg: body.msg, ms: Date.now() - started };
    };
    const figures: string[] = [];
    for (const mode of ['refuse', 'stall'] as const) {
      await proxy.setMode(mode);
      let answers: Awaited<ReturnType<typeof timed>>[];
      try {
        answers = await Promise.all(Array.from({ length: 6 }, timed));
      } finally {
        // whatever happened, the line opens again: the next tests share the proxy
        await proxy.setMode('open');
      }
      for (const a of answers) {
        expect(a).toMatchObject({ status: 503, msg: '数据库暂不可用，请稍后再试' });
        // Answered by the server's own limits (3 s to connect or query, config.ts), not left hanging: the printed
        // figure is the design's (about 3 s); the bound leaves a loaded machine its slack.
        expect(a.ms).toBeLessThan(ANSWERED_MS);
      }
      figures.push(`${mode}: 6 × 503 in at most ${Math.max(...answers.map((a) => a.ms))} ms`);
      // back without a restart: the same process answers 200 again
      const back = Date.now();
      let status = 0;
      while (status !== 200 && Date.now() - back < ANSWERED_MS) status = (await timed()).status;
      expect(status).toBe(200);
      figures.push(`served again after ${Date.now() - back} ms`);
    }
    expect(server.child.exitCode).toBeNull();
    console.info(`faults: database out of reach: ${figures.join('; ')}`);
  });

  it('loses no acknowledged write when the server is killed in a burst of writes', async () => {
    let server = await start(copy.url);
    const burst = await burstThenKill(server, await signIn(server.url, 'admin', 'admin123'), 'KQ');
    server = await start(copy.url);
    const found = await foundAfterRestart(server, await signIn(server.url, 'admin', 'admin123'), burst);
    console.info(
      `faults: kill -9 on PostgreSQL: ${burst.acked.length} writes acknowledged of ${burst.sent} sent, ${found} found after restart`,
    );
    expect(found).toBe(burst.acked.length);
  });

  it('on SIGTERM finishes the request in flight, closes the live sockets with 1001 and exits 0', async () => {
    // The request held at the cut line must outlast the shutdown's steps below, however slow the machine: its query
    // is given two minutes, not the 3 s after which it would answer 503 (the first test's subject, not this one's).
    const server = await start(viaProxy, { DB_QUERY_TIMEOUT_MS: String(120_000) });
    const token = await signIn(server.url, 'operator', 'operator123');
    const socket = new WebSocket(
      `ws://127.0.0.1:${server.port}/api${livePath(LIVE_CHANNEL.TASK, 'operator')}?access_token=${token}`,
    );
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    // A request held in flight: the database line stalls while it waits for its answer (the menu's buttons are read
    // from the database on every call; the signed-in user's session is answered from memory).
    await proxy.setMode('stall');
    const inFlight = call(server.url, token, 'GET', READS_DB);
    // In flight once its query waits at the cut line (the SQL of MenuRepository.buttonPerms), however long the
    // request took to get there on a loaded machine.
    await proxy.heldUpstream("menu_type = 'F'", ANSWERED_MS);
    server.child.kill('SIGTERM');
    expect(await closed).toBe(LIVE_CLOSE.GOING_AWAY);
    // No longer accepting: a new call is refused (503 on a kept-alive connection, or no connection at all) while
    // the request in flight still waits.
    const late = await fetch(`${server.url}${INFO}`).then(
      (res) => res.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);
    await proxy.setMode('open');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    const answered = Date.now();
    expect(await server.exited).toBe(0);
    // Printed, not asserted: the exit follows the last answer (its kept-alive connection is closed as it falls idle),
    // not the end of the 10 s grace period (server/src/main.ts).
    console.info(
      `faults: SIGTERM: the request in flight answered 200, the live socket closed with 1001, exit 0 ${Date.now() - answered} ms after the answer`,
    );
  });
});
