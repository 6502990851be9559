/**
 * A server of a spec's own (not the worker's), for a spec that does to its server what no other test may see: stops
 * and restarts it (live-restart.spec.ts), moves its clock (alarm-shelve-expiry.spec.ts). It runs on a copy of the
 * run's demo-seeded folder when scripts/e2e.mjs made one (seeding takes ~11 s), else seeds an empty one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
