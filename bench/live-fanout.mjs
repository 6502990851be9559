// Live-channel fan-out (docs/architecture.md §3 "Live channels"): 1,000 open sockets of 100 supervisors
// of one factory (5 count and 5 task sockets each, the per-user cap being 10); the operator reports an
// order, which gives every supervisor a to-do; the time from sending the report to each socket's frame
// is measured. The reference is a bare `ws` server in this process broadcasting one frame to 1,000
// sockets, measured in the same run. Loopback only; printed, never asserted.
import { WebSocket, WebSocketServer } from 'ws';
import { apiToken } from './lib/server.mjs';

const USERS = 100;
const PER_USER = 10;
const FACTORY_ID = 11;
const SUPERVISOR_ROLE = 3;

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
  };
}

function open(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode} for ${url}`)));
  });
}

/** Resolves with the arrival times (ms since `t0()`) of the first frame on each socket, or what came in time. */
function firstFrames(sockets, t0, timeoutMs, accept = () => true) {
  return new Promise((resolve) => {
    const times = [];
    const done = () => resolve(times);
    const timer = setTimeout(done, timeoutMs);
    for (const ws of sockets) {
      const onMessage = (data) => {
        if (!accept(data.toString())) return;
        ws.off('message', onMessage);
        times.push(performance.now() - t0());
        if (times.length === sockets.length) {
          clearTimeout(timer);
          done();
        }
      };
      ws.on('message', onMessage);
    }
  });
}

async function bare() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const url = `ws://127.0.0.1:${server.address().port}`;
  const sockets = [];
  for (let i = 0; i < USERS * PER_USER; i += 1) sockets.push(await open(url));
  let start = 0;
  const arrived = firstFrames(sockets, () => start, 10_000);
  start = performance.now();
  const frame = JSON.stringify({ factoryId: FACTORY_ID, msgCount: 1 });
  for (const client of server.clients) client.send(frame);
  const times = await arrived;
  for (const ws of sockets) ws.terminate();
  await new Promise((r) => server.close(r));
  return stats(times);
}

async function product(baseURL) {
  const admin = await apiToken(baseURL);
  // The bench server's database is its own, in memory: plain names are free.
  const names = Array.from({ length: USERS }, (_, i) => `fanout${i}`);
  for (const userName of names) {
    const res = await fetch(`${baseURL}/api/system/user`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        userName,
        password: 'fanout123',
        nickName: '扇出测试',
        roleIds: [SUPERVISOR_ROLE],
        factoryIds: [FACTORY_ID],
      }),
    });
    const body = await res.json();
    if (body.code !== 200) throw new Error(`cannot create ${userName}: ${JSON.stringify(body)}`);
  }
  const ws = baseURL.replace(/^http/, 'ws');
  const sockets = [];
  for (const userName of names) {
    const token = await apiToken(baseURL, userName, 'fanout123');
    for (let i = 0; i < PER_USER; i += 1) {
      const channel = i % 2 === 0 ? 'count' : 'task';
      sockets.push(await open(`${ws}/api/ws/${channel}/${userName}?access_token=${token}`));
    }
  }
  const operator = await apiToken(baseURL, 'operator', 'operator123');
  const headers = { authorization: `Bearer ${operator}`, 'content-type': 'application/json' };
  const devices = await (
    await fetch(`${baseURL}/api/system/base/workOrder/devices?factoryId=${FACTORY_ID}`, { headers })
  ).json();
  let start = 0;
  // The bench users have no other traffic: the first frame on each socket is this report's.
  const arrived = firstFrames(
    sockets,
    () => start,
    15_000,
    (text) => text !== 'pong',
  );
  start = performance.now();
  const created = await (
    await fetch(`${baseURL}/api/system/base/workOrder/fix`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        factoryId: FACTORY_ID,
        deviceId: devices.data[0].deviceId,
        reportContent: '扇出测量',
      }),
    })
  ).json();
  const answered = performance.now() - start;
  if (created.code !== 200) throw new Error(`report refused: ${JSON.stringify(created)}`);
  const times = await arrived;
  for (const s of sockets) s.terminate();
  return { ...stats(times), sockets: sockets.length, answered: Math.round(answered) };
}

export async function measureFanout(baseURL) {
  return { reference: await bare(), product: await product(baseURL) };
}
