// Render time of the generic table with 10,000 rows in Chromium (printed, never asserted; not part
// of `npm test`). Builds bench/table-render/ with its own Vite config, serves the build on a free
// loopback port, opens it in headless Chromium and reads window.__benchResult.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';

const configFile = fileURLToPath(new URL('./table-render/vite.config.mjs', import.meta.url));
const args = JSON.parse(readFileSync(new URL('../e2e/chromium-args.json', import.meta.url), 'utf8'));
const RUNS = Number(process.env.BENCH_RUNS || 5);

const output = await build({ configFile });
const outDir =
  (Array.isArray(output) ? output[0] : output) && (await import(configFile)).default.build.outDir;

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

function serve(root) {
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

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const server = await serve(outDir);
const { port } = server.address();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args,
});
try {
  const results = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => window.__benchResult !== undefined, null, { timeout: 60000 });
    results.push(await page.evaluate(() => window.__benchResult));
    await page.close();
  }
  const ms = (key) => Math.round(median(results.map((r) => r[key])));
  console.log(`table render (10,000 rows): ${ms('renderMs')} ms`);
  console.log(
    `  median of ${RUNS} in Chromium: first paint ${ms('paintMs')} ms, scroll to the last row ${ms('scrollMs')} ms, ` +
      `${results[0].domRows} rows in the DOM (virtual)`,
  );
} finally {
  await browser.close();
  server.close();
}
