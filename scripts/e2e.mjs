// `npm run test:e2e`: Chromium present, console built, one demo-seeded database folder, then Playwright
// against the real server: one server per worker, each on its own copy of that folder, plus one with
// 3-second access tokens (started by the Playwright config on free ports).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ensureChromium } from './lib/chromium.mjs';
import { buildConsoleIfStale } from './lib/console-build.mjs';
import { ensureFaketime } from './lib/faketime.mjs';
import { freePort } from './lib/free-port.mjs';
import { buildServerIfStale, SERVER_ARGS } from './lib/server-build.mjs';

process.env.CHROMIUM_PATH = ensureChromium('headless-shell');
// e2e/alarm-shelve-expiry.spec.ts runs a server of its own under libfaketime, its clock moved by the test.
ensureFaketime();
buildConsoleIfStale();
buildServerIfStale();

const args = process.argv.slice(2);

/** Workers asked for on the command line (`--workers=N`, `--workers N`, `-j N`, `-jN`), else E2E_WORKERS, else 2. */
function workersWanted() {
  for (let i = 0; i < args.length; i += 1) {
    const inline = /^(?:--workers=|-j)(\d+)$/.exec(args[i]);
    if (inline) return Number(inline[1]);
    if ((args[i] === '--workers' || args[i] === '-j') && /^\d+$/.test(args[i + 1] ?? '')) {
      return Number(args[i + 1]);
    }
  }
  return Number(process.env.E2E_WORKERS ?? 2);
}

if (!process.env.E2E_PORTS) {
  const workers = workersWanted();
  const ports = new Set();
  const wanted = (Number.isInteger(workers) && workers > 0 ? workers : 2) + 1;
  while (ports.size < wanted) ports.add(await freePort());
  const [shortTtl, ...main] = [...ports];
  process.env.E2E_PORTS = main.join(',');
  process.env.E2E_SHORT_TTL_PORT = String(shortTtl);
}
// Each main server's secure-space helper address (docs/secure-space.md): e2e/exports.spec.ts starts the reference
// helper there while it needs one; no other spec does, so their downloads stay refused.
if (!process.env.E2E_SECURE_SPACE_PORTS) {
  const helpers = [];
  for (const _ of process.env.E2E_PORTS.split(',')) helpers.push(await freePort());
  process.env.E2E_SECURE_SPACE_PORTS = helpers.join(',');
}

// The demo data seeded once and copied per server: a copy opens in about 3 s, a fresh seed takes about
// 11 s, and three at once on 2 cores took 20 s. Under `npm test` the folder is loaded from the run's snapshot seeded
// on the process clock (the servers' clock); alone, the server itself seeds it (an empty database with SEED=demo), on a free port, and stops. In memory where the machine has a RAM-backed /dev/shm; each
// copy is the server's own, so no worker sees another's changes.
const scratch = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'woms-e2e-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
// Ctrl+C reaches Playwright too (same process group): wait for it to end, then clean up on exit.
process.on('SIGINT', () => undefined);
const template = join(scratch, 'template');
// The files folder that goes with the template (docs/architecture.md §3 "Files"): a seeding server moves the demo
// photos there; a folder loaded from the snapshot still holds them in the database, and each server moves its own.
const templateFiles = join(scratch, 'template-files');
const snapshot = process.env.WOMS_LIVE_SNAPSHOT;
if (snapshot && existsSync(snapshot)) await loadFolder(template, snapshot);
else await seedFolder(template, templateFiles);
const ports = [...process.env.E2E_PORTS.split(','), process.env.E2E_SHORT_TTL_PORT].filter(Boolean);
const dataDirs = Object.fromEntries(ports.map((port) => [port, join(scratch, `server-${port}`)]));
for (const dir of Object.values(dataDirs)) cpSync(template, dir, { recursive: true });
// Each server its own files folder beside its database, never the working directory's ./data/files.
const filesDirs = Object.fromEntries(ports.map((port) => [port, join(scratch, `files-${port}`)]));
for (const dir of Object.values(filesDirs)) {
  if (existsSync(templateFiles)) cpSync(templateFiles, dir, { recursive: true });
}
process.env.E2E_DATA_DIRS = JSON.stringify(dataDirs);
process.env.E2E_FILES_DIRS = JSON.stringify(filesDirs);
process.env.E2E_SEEDED_TEMPLATE = template;
process.env.E2E_SEEDED_TEMPLATE_FILES = templateFiles;

/**
 * Fills `dir` from the snapshot this `npm test` run migrated and seeded on the process clock (scripts/test.mjs): the
 * same migrations and demo seed as a server starting on an empty folder, in about 2 s instead of a seed's 11.
 */
async function loadFolder(dir, tar) {
  const started = Date.now();
  const lite = await PGlite.create(dir, { loadDataDir: new Blob([readFileSync(tar)]) });
  await lite.close();
  console.info(
    `e2e: demo database loaded from the snapshot seeded on the process clock in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Starts the server on `dir` until it says it is ready (migrated, seeded, files in `filesDir`), then stops it. */
async function seedFolder(dir, filesDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_ARGS], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: dir,
      FILES_DIR: filesDir,
      SEED: 'demo',
      ALARM_SIMULATOR: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const onData = (chunk) => {
    out += chunk;
    if (!out.includes('WOMS server ready')) return;
    // One SIGTERM, once main.ts answers a request: by then it has its signal handlers and stops
    // gracefully (the banner comes just before them; a signal in between, or a second one, kills it).
    child.stdout.off('data', onData);
    child.stdout.resume();
    void fetch(`http://127.0.0.1:${port}/api/code`)
      .catch(() => undefined)
      .finally(() => child.kill('SIGTERM'));
  };
  child.stdout.on('data', onData);
  const code = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !out.includes('WOMS server ready')) {
    throw new Error(`e2e: seeding the demo database failed (exit ${code}):\n${out}`);
  }
}

const result = spawnSync(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', '--config', 'e2e/playwright.config.ts', ...args],
  { stdio: 'inherit', env: process.env },
);
process.exitCode = result.status ?? 1;
