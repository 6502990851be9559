/**
 * A server of a spec's own (not the worker's), for a spec that does to its server what no other test may see: stops
 * and restarts it (live-restart.spec.ts), moves its clock (alarm-shelve-expiry.spec.ts, plans.spec.ts). It runs on a copy of the
 * run's demo-seeded folder when scripts/e2e.mjs made one (seeding takes ~11 s), else seeds an empty one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFaketime } from '../scripts/lib/faketime.mjs';
import { freePort } from '../scripts/lib/free-port.mjs';
import { SERVER_ARGS } from '../scripts/lib/server-build.mjs';

export interface OwnServer {
  url: string;
  /** starts it; answers when it is serving */
  start: () => Promise<void>;
  /** stops it (SIGTERM, as a deployment does); answers once it has ended */
  stop: () => Promise<void>;
  /** stops it and removes its folder */
  remove: () => Promise<void>;
}

async function serving(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/woms/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`e2e: ${url} did not start`);
}

/** A server on a free port and a folder of its own, not started; `env` adds to its environment (undefined: unset). */
export async function prepareServer(env: Record<string, string | undefined> = {}): Promise<OwnServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'woms-e2e-own-'));
  const template = process.env.E2E_SEEDED_TEMPLATE;
  if (template) cpSync(template, join(dataDir, 'pg'), { recursive: true });
  // and the files that go with it (docs/architecture.md §3 "Files"), when the seeding moved them there
  const templateFiles = process.env.E2E_SEEDED_TEMPLATE_FILES;
  if (templateFiles && existsSync(templateFiles))
    cpSync(templateFiles, join(dataDir, 'files'), { recursive: true });
  const merged: Record<string, string | undefined> = {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: join(dataDir, 'pg'),
    FILES_DIR: join(dataDir, 'files'),
    SEED: 'demo',
    ALARM_SIMULATOR: 'off',
    CAPTCHA_TEST_CODE: '1234',
    STATIC_DIR: 'dist',
    LOG_LEVEL: 'warn',
    // A run at another hour of the day (docs/architecture.md §5 "Tests", "The hour of a run") keeps its faked
    // clock in this server too, or its messages would be hours apart from the demo's.
    LD_PRELOAD: process.env.LD_PRELOAD,
    FAKETIME: process.env.FAKETIME,
    ...env,
  };
  const childEnv = Object.fromEntries(
    Object.entries(merged).filter((e): e is [string, string] => e[1] !== undefined),
  );
  let child: ChildProcess | null = null;
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGTERM');
    });
  };
  return {
    url,
    start: async () => {
      child = spawn(process.execPath, [...SERVER_ARGS], { env: childEnv, stdio: 'ignore' });
      await serving(url, Date.now() + 60_000);
    },
    stop,
    remove: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A spec's own server whose wall clock the spec moves (libfaketime); its timers keep the real pace. */
export interface ClockedServer extends OwnServer {
  /** moves the server's wall clock to `seconds` from the real one (plus the run's own offset) */
  setClock: (seconds: number) => void;
}

/** The run's own offset under `npm run test:clock` (FAKETIME=+N or -N seconds), else 0. */
function runOffset(): number {
  const value = process.env.FAKETIME;
  if (value === undefined) return 0;
  if (!/^[+-]\d+$/.test(value)) throw new Error(`e2e: FAKETIME=${value} is not an offset in seconds`);
  return Number(value);
}

/**
 * prepareServer under libfaketime: the clock is an offset from the real one written to a file the server reads at
 * every call (FAKETIME_TIMESTAMP_FILE, FAKETIME_NO_CACHE), starting at `startAt` seconds; DONT_FAKE_MONOTONIC keeps its
 * timers (jobs, heartbeats) at the real pace. Not started; `remove` also removes the clock's folder.
 */
export async function prepareClockedServer(
  env: Record<string, string | undefined>,
  startAt = 0,
): Promise<ClockedServer> {
  const lib = findFaketime();
  if (!lib) throw new Error('e2e: libfaketime is missing (`npm run test:e2e` installs it)');
  const folder = mkdtempSync(join(tmpdir(), 'woms-e2e-clock-'));
  const clockFile = join(folder, 'clock');
  const setClock = (seconds: number) => {
    const offset = runOffset() + seconds;
    writeFileSync(clockFile, `${offset >= 0 ? '+' : ''}${offset}\n`);
  };
  setClock(startAt);
  const server = await prepareServer({
    ...env,
    LD_PRELOAD: lib,
    // the file's offset, not the run's variable (which would win over the file)
    FAKETIME: undefined,
    FAKETIME_TIMESTAMP_FILE: clockFile,
    FAKETIME_NO_CACHE: '1',
    DONT_FAKE_MONOTONIC: '1',
  });
  return {
    ...server,
    setClock,
    remove: async () => {
      await server.remove();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
