// API throughput and latency (docs/architecture.md §5 "Database and performance"): authenticated GETs of user info,
// the menu tree and a 100-row work-order list (filled through the API first) with a fixed number of requests in flight, beside a bare Fastify route
// answering a body of getInfo's size in a process of its own, measured by the same client in the same run.
import { spawn } from 'node:child_process';
import { apiToken } from './lib/server.mjs';

async function hammer(url, headers, total, concurrency) {
  let sent = 0;
  let failed = 0;
  const latencies = [];
  const start = performance.now();
  const worker = async () => {
    while (sent < total) {
      sent += 1;
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!res.ok) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
  return { rps: Math.round(total / seconds), p50: at(0.5), p99: at(0.99), failed };
}

/** Starts the bare reference server; answers its URL and stop(). */
export async function startBare() {
  const child = spawn(process.execPath, ['bench/lib/bare-server.mjs'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`bare server ended (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/bare`, stop: () => child.kill('SIGTERM') };
}

/** Warms up (JIT, caches) with a few hundred calls, then measures. */
async function measure(url, headers, total, concurrency) {
  await hammer(url, headers, Math.min(500, total), concurrency);
  return hammer(url, headers, total, concurrency);
}

/** Rows the list bench reads: a full page of the console's largest page size. */
const LIST_ROWS = 100;
const LIST_URL = `/api/system/base/workOrder/fix/list?factoryId=11&pageNum=1&pageSize=${LIST_ROWS}`;

/**
 * The demo has a handful of open repair orders per factory, so the list is first filled through the API (each order
 * raised as a user would, on a device of the factory) until a page holds LIST_ROWS of them; answers the rows it
 * holds.
 */
async function fillRepairList(baseURL, headers) {
  const json = async (res) => {
    const body = await res.json();
    if (!res.ok || body.code !== 200)
      throw new Error(`bench: ${res.url} answered ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  const listed = await json(await fetch(`${baseURL}${LIST_URL}`, { headers }));
  const devices = await json(
    await fetch(`${baseURL}/api/asset/device/list?factoryId=11&pageNum=1&pageSize=10`, { headers }),
  );
  const deviceId = devices.rows[0].deviceId;
  for (let n = listed.total; n < LIST_ROWS; n += 1) {
    await json(
      await fetch(`${baseURL}/api/system/base/workOrder/fix`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ factoryId: 11, deviceId, reportContent: `压测报修 ${n + 1}` }),
      }),
    );
  }
  return (await json(await fetch(`${baseURL}${LIST_URL}`, { headers }))).rows.length;
}

export async function measureThroughput(baseURL, bareURL, total = 5000, concurrency = 100) {
  const token = await apiToken(baseURL);
  const headers = { Authorization: `Bearer ${token}` };
  const listRows = await fillRepairList(baseURL, headers);
  return {
    bare: await measure(bareURL, {}, total, concurrency),
    getInfo: await measure(`${baseURL}/api/system/user/getInfo`, headers, total, concurrency),
    getRouters: await measure(
      `${baseURL}/api/system/menu/getRouters?remark=woms`,
      headers,
      total,
      concurrency,
    ),
    // A work-order list page's query: joins, labels, factory scope and paging, LIST_ROWS rows per answer.
    repairList: await measure(`${baseURL}${LIST_URL}`, headers, Math.round(total / 5), concurrency),
    listRows,
    total,
    concurrency,
  };
}

/** The lines `npm run bench` prints for one database. */
export function throughputLines(api, database) {
  const pct = (n) => `${Math.round((100 * n) / api.bare.rps)} % of bare`;
  const line = (name, r, goal) =>
    `  ${name}: ${r.rps} req/s (${pct(r.rps)}), p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.failed} failed${goal ? `; goal ${goal}` : ''}`;
  return [
    `API throughput on ${database} (${api.total} requests after a warm-up, ${api.concurrency} in flight, one Node client)`,
    line('bare Fastify route (reference, same body size)', api.bare),
    line('GET getInfo', api.getInfo, '≥ 50 % of bare, p99 ≤ 20 ms'),
    line('GET getRouters', api.getRouters, '≥ 5 × the 2026-11 figure'),
    line(
      `GET workOrder/fix/list, ${api.listRows} rows (${Math.round(api.total / 5)} requests)`,
      api.repairList,
      '≥ 5 × the 2026-11 figure (126 req/s, then measured on 6 rows)',
    ),
  ];
}

/**
 * getInfo on a server at `LOG_LEVEL=info`, the default, which logs every request and its completion (two JSON lines
 * to its stdout, sent nowhere so the client pays nothing), measured like the others; the line sets it beside the
 * figure at `warn`.
 */
export async function measureLogged(baseURL, total = 5000, concurrency = 100) {
  const token = await apiToken(baseURL);
  return measure(
    `${baseURL}/api/system/user/getInfo`,
    { Authorization: `Bearer ${token}` },
    total,
    concurrency,
  );
}

export function loggedLine(logged, quiet) {
  const share = Math.round((100 * logged.rps) / quiet.rps);
  return `  GET getInfo with request logging (LOG_LEVEL=info, the default): ${logged.rps} req/s (${share} % of the same without), p50 ${logged.p50} ms, p99 ${logged.p99} ms, ${logged.failed} failed; goal: logging does not dominate`;
}
