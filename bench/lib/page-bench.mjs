// A bench page in Chromium: builds a Vite config of bench/<name>/, serves the build on a free loopback
// port, opens it `runs` times in headless Chromium and answers each run's window.__benchResult.
// BENCH_QUERY is appended to the page's address (e.g. `?n=10` for the alarm panel with 10 alarms).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';

const args = JSON.parse(readFileSync(new URL('../../e2e/chromium-args.json', import.meta.url), 'utf8'));
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Serves the folder `root` on a free loopback port (answers the http.Server once it listens). */
export function serve(root) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(root, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

export async function runPageBench(configFile, runs) {
  await build({ configFile });
  const { outDir } = (await import(configFile)).default.build;
  const server = await serve(outDir);
  const { port } = server.address();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args,
  });
  try {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(`http://127.0.0.1:${port}/${process.env.BENCH_QUERY ?? ''}`);
      await page.waitForFunction(() => window.__benchResult !== undefined, null, { timeout: 60000 });
      results.push(await page.evaluate(() => window.__benchResult));
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
    server.close();
  }
}
