/**
 * The reference secure-space helper (scripts/lib/secure-space-helper.mjs, docs/secure-space.md "Protocol"): signed in
 * while it runs, `signedIn: false` when started signed out, CORS for the console origins only, 404 elsewhere.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { startSecureSpaceHelper } from '../../scripts/lib/secure-space-helper.mjs';

const CONSOLE = 'http://127.0.0.1:6567';
let running: Server | undefined;

async function helper(options: { signedIn?: boolean } = {}): Promise<string> {
  const { server, port } = await startSecureSpaceHelper({
    port: 0,
    origins: [CONSOLE],
    user: '张三',
    ...options,
  });
  running = server;
  return `http://127.0.0.1:${port}`;
}

afterEach(async () => {
  await new Promise((resolve) => running?.close(resolve));
  running = undefined;
});

describe('reference secure-space helper', () => {
  it('answers signed in, with CORS for the console origin and no caching', async () => {
    const base = await helper();
    const response = await fetch(`${base}/status`, { headers: { origin: CONSOLE } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ signedIn: true, user: '张三' });
  });

  it('answers not signed in when started signed out', async () => {
    const base = await helper({ signedIn: false });
    const response = await fetch(`${base}/status`, { headers: { origin: CONSOLE } });
    expect(await response.json()).toEqual({ signedIn: false });
  });

  it('answers the preflight, with the private-network permission', async () => {
    const base = await helper();
    const response = await fetch(`${base}/status`, {
      method: 'OPTIONS',
      headers: { origin: CONSOLE, 'access-control-request-private-network': 'true' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-private-network')).toBe('true');
  });

  it('refuses another origin without CORS headers, and 404 off the status path', async () => {
    const base = await helper();
    const other = await fetch(`${base}/status`, { headers: { origin: 'http://evil.example' } });
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(`${base}/other`)).status).toBe(404);
    expect((await fetch(`${base}/status`, { method: 'POST' })).status).toBe(404);
  });
});
