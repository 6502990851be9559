// `npm run bench`: performance figures, printed, never asserted: bundle sizes (what the login page has to
// load first), time to interactive of login and home in Chromium, the JavaScript and readiness of the sign-in page
// and home beside a bare React page built in the same run, kept tabs (switching, heap with 99, closing), Lighthouse on the sign-in page beside the bare page, API throughput against the real server,
// the energy queries on the full demo data beside a bare query, the operation log's cost to a write and its first
// page at a million rows on PostgreSQL, the energy endpoints on the demo and at a utility's size on PostgreSQL
// (also alone: `npm run bench -- utility-energy`), the reliability figures over 90 days at 100,000 orders, the render
// times of the generic table
// (10,000 rows) and the alarm panel (5,000 alarms), and the big screens' heap over 1,000 refreshes, when their
// benches exist; the order lists at a million orders (bench/utility-orders.mjs). A section named on the command line
// runs alone (ALONE).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import {
  compressionLine,
  loggedLine,
  measureJsonCompression,
  measureLogged,
  measureInfoShare,
  measureThroughput,
  startBare,
  usedServerLine,
  throughputLines,
} from '../bench/api-throughput.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { energyLines, measureEnergy } from '../bench/energy.mjs';
import { alarmLines, measureAlarms } from '../bench/alarms.mjs';
import { measureReliability, reliabilityLines } from '../bench/reliability.mjs';
import { logLines, measureLogs } from '../bench/logs.mjs';
import { measureFanout } from '../bench/live-fanout.mjs';
import { startServer } from '../bench/lib/server.mjs';
import { measureTti } from '../bench/tti.mjs';
import { measurePages, pageLines } from '../bench/page-weight.mjs';
import { keptTabsLines, measureKeptTabs } from '../bench/kept-tabs.mjs';
import { lighthouseLines, measureLighthouse } from '../bench/lighthouse.mjs';
import { buildConsoleIfStale } from './lib/console-build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { measureUtilityEnergy, utilityEnergyLines } from '../bench/utility-energy.mjs';
import { measureUtilityOrders, utilityOrderLines } from '../bench/utility-orders.mjs';

/** Sections that run alone: `npm run bench -- <name> …` runs only those named (the utility-scale ones take minutes). */
const ALONE = {
  'utility-energy': () => utilityEnergyLines(measureUtilityEnergy()),
  'utility-orders': () => utilityOrderLines(measureUtilityOrders()),
};
const chosen = process.argv.slice(2);
if (chosen.length > 0) {
  const unknown = chosen.filter((name) => !(name in ALONE));
  if (unknown.length > 0)
    throw new Error(`no bench section ${unknown.join(', ')}: one of ${Object.keys(ALONE).join(', ')}`);
  for (const name of chosen) for (const line of ALONE[name]()) console.log(line);
  process.exit(0);
}

buildConsoleIfStale();

const dist = 'dist';
const assets = join(dist, 'assets');
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

function sizes(file) {
  const body = readFileSync(file);
  return { raw: body.length, gzip: gzipSync(body).length };
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/woms\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const initialSizes = initial.map((f) => ({ file: f, ...sizes(join(dist, f)) }));

const all = readdirSync(assets)
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .map((f) => ({ file: f, ...sizes(join(assets, f)), mtime: statSync(join(assets, f)).mtimeMs }));

const sum = (list, key) => list.reduce((n, x) => n + x[key], 0);
console.log('bundle');
console.log(
  `  files: ${all.length} (js ${all.filter((f) => f.file.endsWith('.js')).length}, css ${all.filter((f) => f.file.endsWith('.css')).length})`,
);
console.log(`  total: ${kb(sum(all, 'raw'))} raw, ${kb(sum(all, 'gzip'))} gzip`);
console.log(
  `  loaded by index.html before any route: ${kb(sum(initialSizes, 'raw'))} raw, ${kb(sum(initialSizes, 'gzip'))} gzip`,
);
for (const f of initialSizes) console.log(`    ${f.file}  ${kb(f.raw)} / ${kb(f.gzip)} gzip`);
console.log('  largest chunks:');
for (const f of all.sort((a, b) => b.raw - a.raw).slice(0, 8))
  console.log(`    ${f.file}  ${kb(f.raw)} / ${kb(f.gzip)} gzip`);

process.env.CHROMIUM_PATH = ensureChromium();
const server = await startServer();
try {
  const tti = await measureTti(server.baseURL);
  console.log(`time to interactive (median of ${tti.runs}, Chromium, loopback)`);
  console.log(`  login page (form and captcha shown): ${tti.login} ms`);
  console.log(`  sign-in to home (tiles shown): ${tti.home} ms`);
  for (const line of pageLines(await measurePages(server.baseURL))) console.log(line);
  for (const line of keptTabsLines(await measureKeptTabs(server.baseURL))) console.log(line);
  for (const line of lighthouseLines(await measureLighthouse(server.baseURL))) console.log(line);
  const bare = await startBare();
  try {
    // On a server of its own, as the bare route and the PostgreSQL server are measured; the one that served the
    // browser measurements is measured beside it (docs/architecture.md §5 "Database and performance").
    const liteServer = await startServer();
    let lite;
    try {
      lite = await measureThroughput(liteServer, bare);
      for (const line of throughputLines(lite, 'in-memory PGlite', 'pglite')) console.log(line);
      console.log(usedServerLine(await measureInfoShare(server, bare)));
      console.log(compressionLine(await measureJsonCompression(liteServer.baseURL), lite.repairList.rps));
    } finally {
      await liteServer.stop();
    }
    // What request logging costs: the same call on a server that logs every request (bench servers run at warn).
    const logging = await startServer({ LOG_LEVEL: 'info' }, { quiet: true });
    try {
      console.log(loggedLine(await measureLogged(logging.baseURL), lite.getInfo));
    } finally {
      await logging.stop();
    }
    // The same on a throwaway PostgreSQL server (scripts/lib/postgres.mjs), demo-seeded by the server itself.
    const postgres = await startPostgres();
    try {
      const pgServer = await startServer({ DATABASE_URL: postgres.url });
      try {
        for (const line of throughputLines(await measureThroughput(pgServer, bare), 'PostgreSQL', 'postgres'))
          console.log(line);
      } finally {
        await pgServer.stop();
      }
    } finally {
      postgres.stop();
    }
  } finally {
    bare.stop();
  }
  const fan = await measureFanout(server.baseURL);
  console.log(
    `live-channel fan-out (${fan.product.sockets} open sockets of 100 users, loopback; goal p99 ≤ 200 ms)`,
  );
  console.log(
    `  one new order, report sent → frame on each socket: p50 ${fan.product.p50} ms, p99 ${fan.product.p99} ms ` +
      `(${fan.product.n} of ${fan.product.sockets} arrived; the report itself answered in ${fan.product.answered} ms)`,
  );
  console.log(
    `  reference, a bare ws server broadcasting one frame to ${fan.reference.n} sockets: p50 ${fan.reference.p50} ms, p99 ${fan.reference.p99} ms`,
  );
} finally {
  await server.stop();
}

// Warm start on the embedded database (goal ≤ 3 s): a second start on a data folder the first one seeded, as the
// server prints it (process start to listening).
{
  const folder = mkdtempSync(join(tmpdir(), 'woms-bench-warm-'));
  try {
    await (await startServer({ DATABASE_URL: folder })).stop();
    const warm = await startServer({ DATABASE_URL: folder });
    await warm.stop();
    const seconds = /started in ([\d.]+) s/.exec(warm.output())?.[1] ?? '?';
    console.log(`warm start on an embedded PGlite folder: ${seconds} s (goal ≤ 3 s)`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

for (const line of energyLines(measureEnergy())) console.log(line);
for (const line of logLines(measureLogs())) console.log(line);
for (const line of alarmLines(measureAlarms())) console.log(line);
for (const line of ALONE['utility-energy']()) console.log(line);
for (const line of ALONE['utility-orders']()) console.log(line);
for (const line of reliabilityLines(measureReliability())) console.log(line);

for (const bench of ['bench/table-render.mjs', 'bench/alarm-panel.mjs', 'bench/screens.mjs']) {
  if (existsSync(bench)) spawnSync(process.execPath, [bench], { stdio: 'inherit' });
}
