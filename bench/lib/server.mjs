// Starts the real server on a free loopback port with an in-memory database for a benchmark.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { buildServerIfStale, SERVER_ARGS } from '../../scripts/lib/server-build.mjs';

/** `quiet`: the server's stdout goes nowhere instead of to this process (a logging server's lines cost no client CPU). */
export async function startServer(extraEnv = {}, { quiet = false } = {}) {
  buildServerIfStale();
  const port = await freePort();
  // uploads and the demo's photos go to a folder of the run's own (docs/architecture.md §3 "Files")
  const files = mkdtempSync(join(tmpdir(), 'woms-bench-files-'));
  const child = spawn(process.execPath, [...SERVER_ARGS], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      SEED: 'demo',
      ALARM_SIMULATOR: 'off',
      CAPTCHA_TEST_CODE: '1234',
      LOG_LEVEL: 'warn',
      FILES_DIR: files,
      ...extraEnv,
    },
    stdio: ['ignore', quiet ? 'ignore' : 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk) => (out += chunk));
  child.stderr.resume();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseURL}/api/code`);
      if (res.ok) {
        return {
          baseURL,
          /** the server's process (the API bench reads its CPU time) */
          pid: child.pid,
          /** what it printed so far (the banner says how long it took to start) */
          output: () => out,
          /** stops it; resolves once it has ended */
          stop: () => {
            child.kill('SIGTERM');
            return exited.then(() => rmSync(files, { recursive: true, force: true }));
          },
        };
      }
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start within 120 s');
}

/** Signs in through the API as the sign-in form does (the bench servers' captcha answer is 1234): the grant. */
export async function apiGrant(baseURL, username = 'admin', password = 'admin123') {
  const captcha = await (await fetch(`${baseURL}/api/code`)).json();
  const body = new URLSearchParams({
    username,
    password,
    code: '1234',
    uuid: captcha.uuid,
    client_id: 'woms',
    client_secret: 'woms',
    grant_type: 'password',
    scope: 'server',
  });
  const reply = await (await fetch(`${baseURL}/api/auth/oauth/token`, { method: 'POST', body })).json();
  if (!reply.access_token) throw new Error(`sign-in failed: ${JSON.stringify(reply)}`);
  return reply;
}

/** Signs in through the API and returns an access token. */
export async function apiToken(baseURL, username = 'admin', password = 'admin123') {
  return (await apiGrant(baseURL, username, password)).access_token;
}
