// The sign-in page beside a bare React page built in the same run (bench/bare-page/): the JavaScript each loads
// (gzipped, every script the page fetched until its password box showed) and how soon the password box is visible,
// in Chromium on loopback, median of `runs` fresh browser contexts. Printed, never asserted.
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { median, serve } from './lib/page-bench.mjs';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs';

const bareConfig = fileURLToPath(new URL('./bare-page/vite.config.mjs', import.meta.url));

/** One load of `url` in a fresh context: the scripts fetched until the password box showed, and when it showed. */
async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().catch(() => Buffer.alloc(0)));
  });
  const started = Date.now();
  await page.goto(url);
  await page.locator('input[type=password]').waitFor();
  const ms = Date.now() - started;
  const bodies = await Promise.all(scripts);
  await context.close();
  return { ms, files: bodies.length, gzip: bodies.reduce((n, b) => n + gzipSync(b).length, 0) };
}

async function measure(browser, url, runs) {
  const loads = [];
  for (let i = 0; i < runs; i += 1) loads.push(await load(browser, url));
  return { ms: median(loads.map((l) => l.ms)), files: loads[0].files, gzip: median(loads.map((l) => l.gzip)) };
}

/** The sign-in page at `baseURL` and the bare page, alternately loaded so both see the same machine. */
export async function measureSignIn(baseURL, runs = 5) {
  await build({ configFile: bareConfig, logLevel: 'warn' });
  const { outDir } = (await import(bareConfig)).default.build;
  const server = await serve(outDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const bareURL = `http://127.0.0.1:${server.address().port}/`;
    // one warm-up load of each: the first page of a browser pays for its start
    await load(browser, bareURL);
    await load(browser, `${baseURL}/woms/login`);
    return {
      runs,
      bare: await measure(browser, bareURL, runs),
      signIn: await measure(browser, `${baseURL}/woms/login`, runs),
    };
  } finally {
    await browser.close();
    server.close();
  }
}

export function signInLines({ runs, bare, signIn }) {
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  const times = (a, b) => `${(a / b).toFixed(1)} ×`;
  return [
    `sign-in page beside a bare React page built in this run (median of ${runs}, Chromium, loopback)`,
    `  JavaScript, gzipped: ${kb(signIn.gzip)} in ${signIn.files} files; bare ${kb(bare.gzip)} in ${bare.files}: ` +
      `${times(signIn.gzip, bare.gzip)} (goal ≤ 2.5 ×)`,
    `  password box visible: ${signIn.ms} ms; bare ${bare.ms} ms: ${times(signIn.ms, bare.ms)} (goal ≤ 2 ×)`,
  ];
}
