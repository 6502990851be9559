// Lighthouse on the sign-in page beside the bench's bare React page (bench/bare-page/), with the Debian Chromium,
// Lighthouse's defaults (mobile, simulated throttling), one run each: the four category scores and the largest
// contentful paint. Printed, never asserted.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs';
import { serveBarePage } from './lib/bare-page.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Starts Chromium with a DevTools port of its own choosing; answers the port and stop(). */
async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'woms-lighthouse-'));
  const child = spawn(
    process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    [
      ...CHROMIUM_ARGS,
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let err = '';
    child.stderr.on('data', (chunk) => {
      err += chunk;
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (found) resolve(Number(found[1]));
    });
    child.once('exit', (code) => reject(new Error(`chromium ended (${code}) before listening:\n${err}`)));
  });
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      // its helper processes can still be writing the profile for a moment
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

async function audit(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    // what kept a score below 100: the failing audits of the three that should be perfect
    failing: CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      lhr.categories[c].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    ),
  };
}

export async function measureLighthouse(baseURL) {
  const bare = await serveBarePage();
  const chromium = await startChromium();
  try {
    return {
      signIn: await audit(`${baseURL}/woms/login`, chromium.port),
      bare: await audit(bare.url, chromium.port),
    };
  } finally {
    await chromium.stop();
    bare.close();
  }
}

export function lighthouseLines({ signIn, bare }) {
  const line = (name, r) =>
    `  ${name}: performance ${r.scores.performance} (largest contentful paint ${(r.lcpMs / 1000).toFixed(1)} s), ` +
    `accessibility ${r.scores.accessibility}, best practices ${r.scores['best-practices']}, SEO ${r.scores.seo}` +
    (r.failing.length ? `; failing: ${r.failing.join(', ')}` : '');
  return [
    'Lighthouse (mobile, its default simulated throttling, one run each, Chromium)',
    line('sign-in page', signIn) + ' (goal: performance ≥ 90, the others 100)',
    line('bare React page (reference)', bare),
  ];
}
