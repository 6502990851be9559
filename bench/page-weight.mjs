// The sign-in page and home beside a bare React page built in the same run (bench/bare-page/): the JavaScript each
// loads (gzipped, every script fetched until the page was usable) and how soon it is usable (the sign-in page's
// password box; home's subsystem tiles, opened signed in, looked for at every animation frame: lib/shown.mjs), in
// Chromium on loopback, median of `runs` fresh browser contexts. Printed, never asserted.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { signedInState } from './lib/browser-session.mjs';
import { serveBarePage } from './lib/bare-page.mjs';
import { median } from './lib/page-bench.mjs';
import { shown } from './lib/shown.mjs';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs';

const PASSWORD_BOX = 'input[type=password]';
const HOME_TILES = '[data-testid^=subsystem-tile-]';
/** How long each load waits after its window opened before it starts. */
const WINDOW_SETTLE_MS = 800;

/** One load of `url` in a fresh context: the scripts fetched until `ready` showed, and when it showed. */
async function load(browser, url, ready = PASSWORD_BOX, storageState = undefined) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    storageState,
  });
  const page = await context.newPage();
  // A new window of Chromium builds its own omnibox popup, some 450 ms of CPU in another renderer, which on two cores
  // would share the machine with the load measured: it is left to finish first (docs/architecture.md §4 "Bundles").
  await page.waitForTimeout(WINDOW_SETTLE_MS);
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.body().catch(() => Buffer.alloc(0)));
  });
  const started = Date.now();
  // From the response on: the load event waits for images, the sign-in page's captcha among them, which the password
  // box does not.
  await page.goto(url, { waitUntil: 'commit' });
  await shown(page, ready);
  const ms = Date.now() - started;
  const bodies = await Promise.all(scripts);
  await context.close();
  return { ms, files: bodies.length, gzip: bodies.reduce((n, b) => n + gzipSync(b).length, 0) };
}

async function measure(browser, url, runs, ready, storageState) {
  const loads = [];
  for (let i = 0; i < runs; i += 1) loads.push(await load(browser, url, ready, storageState));
  return {
    ms: median(loads.map((l) => l.ms)),
    files: loads[0].files,
    gzip: median(loads.map((l) => l.gzip)),
  };
}

/** The bare page, the sign-in page and home (signed in as admin) of the console at `baseURL`. */
export async function measurePages(baseURL, runs = 5) {
  const bare = await serveBarePage();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const bareURL = bare.url;
    // one warm-up load of each: the first page of a browser pays for its start
    await load(browser, bareURL);
    await load(browser, `${baseURL}/woms/login`);
    const signedIn = await signedInState(baseURL);
    return {
      runs,
      bare: await measure(browser, bareURL, runs),
      signIn: await measure(browser, `${baseURL}/woms/login`, runs),
      home: await measure(browser, `${baseURL}/woms/index`, runs, HOME_TILES, signedIn),
    };
  } finally {
    await browser.close();
    bare.close();
  }
}

export function pageLines({ runs, bare, signIn, home }) {
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  const times = (a, b) => `${(a / b).toFixed(1)} ×`;
  return [
    `sign-in page and home beside a bare React page built in this run (median of ${runs}, Chromium, loopback)`,
    `  JavaScript, gzipped: ${kb(signIn.gzip)} in ${signIn.files} files; bare ${kb(bare.gzip)} in ${bare.files}: ` +
      `${times(signIn.gzip, bare.gzip)} (goal ≤ 2.5 ×)`,
    `  password box visible: ${signIn.ms} ms; bare ${bare.ms} ms: ${times(signIn.ms, bare.ms)} (goal ≤ 2 ×)`,
    `  home, signed in: ${kb(home.gzip)} of JavaScript in ${home.files} files (goal ≤ 450 kB); its subsystem tiles ` +
      `shown after ${home.ms} ms: ${times(home.ms, bare.ms)} the bare page (goal ≤ 3 ×)`,
  ];
}
