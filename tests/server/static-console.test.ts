/** The console's static files under /woms/ and the security headers (docs/architecture.md §1, §3). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import type { AppInstance } from '../../server/src/context';
import { CSP } from '../../server/src/plugins/security-headers';
import { stubDb } from './helpers/stub-db';
import { testConfig } from './helpers/test-app';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/woms/assets/index-abc123.js"></script></body></html>';
const BIG = `export const rows = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ id: i, name: `设备${i}` })))};`;
let dir: string;
let emptyDir: string;
let app: AppInstance;

async function appFor(staticDir: string, env: Record<string, string> = {}): Promise<AppInstance> {
  const a = buildApp({ config: testConfig({ STATIC_DIR: staticDir, ...env }), db: stubDb() });
  await a.ready();
  return a;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'woms-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // what the build writes beside a file (scripts/lib/precompress.ts)
  writeFileSync(join(dir, 'assets', 'big-def456.js'), BIG);
  writeFileSync(join(dir, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG));
  writeFileSync(join(dir, 'assets', 'big-def456.js.gz'), gzipSync(BIG));
  writeFileSync(join(dir, 'favicon.ico'), 'icon');
  emptyDir = mkdtempSync(join(tmpdir(), 'woms-empty-'));
  app = await appFor(dir);
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(emptyDir, { recursive: true, force: true });
});

describe('static console', () => {
  it('sends the precompressed copy a browser accepts, brotli first, with Content-Encoding and Vary', async () => {
    const get = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/woms/assets/big-def456.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG);
    expect(br.rawPayload.length).toBeLessThan(BIG.length / 4);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);
    // a file without copies is sent as it is, whatever the browser accepts, and still cached for a year
    const small = await app.inject({
      method: 'GET',
      url: '/woms/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(small.body).toBe('console.log(1)');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('redirects / and /woms to /woms/', async () => {
    for (const url of ['/', '/woms']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/woms/');
    }
  });

  it('serves index.html with no-cache and the CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/woms/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(CSP);
    expect(CSP).toContain(
      "default-src 'self'; object-src 'none'; base-uri 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self' http://127.0.0.1:17653;",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    '/woms/system',
    '/woms/login',
    '/woms/WorkOrderTask/WarrantyTasks',
    '/woms/DataQuery/MeterReading?x=1',
    '/woms/index.html',
  ])('falls back to index.html for %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/woms/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with revalidation', async () => {
    const res = await app.inject({ method: 'GET', url: '/woms/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404, not index.html, for a missing asset or file', async () => {
    for (const url of ['/woms/assets/gone-123.js', '/woms/missing.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<html');
    }
  });

  it('does not leave the static root', async () => {
    for (const url of ['/woms/../package.json', '/woms/%2e%2e/package.json', '/woms/..%2fpackage.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('"dependencies"');
    }
  });

  it('answers 503 with one line when the console is not built', async () => {
    const bare = await appFor(emptyDir);
    try {
      for (const url of ['/woms/', '/woms/system']) {
        const res = await bare.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(503);
        expect(res.body).toBe('console not built: run npm run build');
      }
    } finally {
      await bare.close();
    }
  });

  it('sends HSTS only for TLS requests (X-Forwarded-Proto trusted with TRUST_PROXY=on)', async () => {
    const proxied = await appFor(dir, { TRUST_PROXY: 'on' });
    try {
      const tls = await proxied.inject({
        method: 'GET',
        url: '/woms/',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await proxied.inject({ method: 'GET', url: '/woms/' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
    const direct = await app.inject({
      method: 'GET',
      url: '/woms/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the page connect to its own origin and the secure-space helper only: no WebSocket to another host (docs/architecture.md §3 "Headers")', async () => {
    const res = await app.inject({ method: 'GET', url: '/woms/', headers: { host: 'evil.example' } });
    const policy = String(res.headers['content-security-policy']);
    const directives = new Map(
      policy.split(';').map((d) => {
        const [name = '', ...sources] = d.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    // the reference helper's exact origin (docs/secure-space.md), while SECURE_SPACE is required
    expect(directives.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:17653']);
    // no scheme source (ws:, wss:, https:) anywhere, and nothing taken from the Host header the client chose
    expect(policy).not.toMatch(/(^|\s)(ws|wss|https?):(\s|;|$)/);
    expect(policy).not.toContain('evil.example');
  });

  it('puts no-store and the CSP on API answers, errors included', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/system/user/getInfo' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe(CSP);
  });
});
