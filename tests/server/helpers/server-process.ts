/**
 * Real server processes for the tests of what only a process shows (docs/architecture.md §5 "Tests"): two
 * instances on one database, kill -9, SIGTERM, the database going away. Each runs the server's bundle as `npm start`
 * does (scripts/lib/server-build.mjs; the project's global setup brings it up to date), on a free loopback port, and
 * is spoken to over HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { SERVER_ARGS } from '../../../scripts/lib/server-build.mjs';
import { TEST_CAPTCHA } from './test-app';

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** everything it printed */
  output: () => string;
  /** resolves with the exit code (or the signal's name) once it has ended */
  exited: Promise<number | string>;
}

const READY = /WOMS server ready[^\n]*\ndatabase: [^\n]*\n/;

const PORT_TAKEN = /port \d+ is already in use/;
const PORT_TRIES = 3;

/**
 * Starts a server and resolves once it says it is ready; rejects with its output when it ends before that. The free
 * port is found before the server starts: in between, another process's outgoing connection can be given it as its
 * local port (both come from the ephemeral range), and the server then refuses to start; it is started again on
 * another port, up to three times.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnFreePort(env, timeoutMs);
    } catch (error) {
      if (attempt >= PORT_TRIES || !PORT_TAKEN.test(String(error))) throw error;
    }
  }
}

async function startOnFreePort(env: Record<string, string>, timeoutMs: number): Promise<ServerProcess> {
  const port = await freePort();
  // Its own files folder unless the test shares one (docs/architecture.md §3 "Files"), removed when it ends.
  const files = env.FILES_DIR ? null : mkdtempSync(join(tmpdir(), 'woms-files-'));
  const child = spawn(process.execPath, [...SERVER_ARGS], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      CAPTCHA_TEST_CODE: TEST_CAPTCHA,
      ALARM_SIMULATOR: 'manual',
      REPORT_URGES: 'off',
      LOG_LEVEL: 'warn',
      ...(files ? { FILES_DIR: files } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      if (files) rmSync(files, { recursive: true, force: true });
      resolve(code ?? signal ?? -1);
    }),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server not ready in ${timeoutMs} ms:\n${out}`)),
      timeoutMs,
    );
    const check = (): void => {
      // the banner's first two lines: ready, and which database (with "demo data seeded now" when it seeded)
      if (!READY.test(out)) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      resolve();
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server ended (${code}) before it was ready:\n${out}`));
    });
  });
  try {
    await ready;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, port, child, output: () => out, exited };
}

/** Stops a server with `signal` and waits for it to end. */
export async function stopServer(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | string> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

/** Signs in over HTTP (the captcha answer is the test code) and answers the access token. */
export async function signIn(url: string, username: string, password: string): Promise<string> {
  const { uuid } = (await (await fetch(`${url}/api/code`)).json()) as { uuid: string };
  const form = new URLSearchParams({
    grant_type: 'password',
    client_id: 'woms',
    client_secret: 'woms',
    scope: 'server',
    username,
    password,
    code: TEST_CAPTCHA,
    uuid,
  });
  const res = await fetch(`${url}/api/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** A JSON call with a bearer token; answers the status and the parsed body. */
export async function call(
  url: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: { code?: number; msg?: string; data?: unknown; rows?: unknown[] } }> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as { code?: number }) : {} };
}
