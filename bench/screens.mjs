// The big screens over a long day (docs/requirements.md §2 `/InternalLargeScreen`, `/ExternalScreen`): in headless
// Chromium against the real server, each screen settles, then its 30 s refresh runs 1,000 times under Playwright's
// clock (about 8 hours of wall time, each refresh's request answered by the server before the next), and the JS heap
// after a forced garbage collection is compared with before (goal ≤ 10 % growth), beside the heap of a bare page.
// Timers and DOM nodes are counted before and after as well: a refresh must leave neither behind. Printed, never
// asserted; not part of `npm test`. Run alone with `node bench/screens.mjs` (builds dist/ when stale, starts its own
// server); BENCH_REFRESHES and BENCH_WARM_UP change the counts.
import { chromium } from '@playwright/test';
import { apiToken, startServer } from './lib/server.mjs';
import { buildConsoleIfStale } from '../scripts/lib/console-build.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/lib/chromium.mjs';

const REFRESHES = Number(process.env.BENCH_REFRESHES || 1000);
const REFRESH_MS = 30_000;
const GOAL_GROWTH = 0.1;
/**
 * Refreshes before the first measurement (a first working day of 8 hours): chunks loaded, the first answers drawn, and
 * V8's optimising compilers done with the refresh's functions. Their compiled code keeps growing for the first several
 * hundred refreshes and then levels off (after 300: +1 MB over the next 1,000; after 1,300: +0.25 MB), while objects,
 * arrays and strings do not grow at all: the heap-snapshot line below tells the two apart.
 */
const WARM_UP = Number(process.env.BENCH_WARM_UP || 1000);

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const signed = (ratio) => `${ratio >= 0 ? '+' : '−'}${Math.abs(ratio * 100).toFixed(1)} %`;

/**
 * Counts the page's live timers: intervals set and not cleared, timeouts set and neither run nor cleared. Installed
 * after Playwright's clock, so it counts the clock's timers, which are the page's.
 */
function countTimers() {
  const intervals = new Set();
  const timeouts = new Set();
  const { setInterval, clearInterval, setTimeout, clearTimeout } = window;
  window.setInterval = (...args) => {
    const id = setInterval(...args);
    intervals.add(id);
    return id;
  };
  window.clearInterval = (id) => {
    intervals.delete(id);
    return clearInterval(id);
  };
  window.setTimeout = (callback, ...rest) => {
    let id;
    const run =
      typeof callback === 'function'
        ? (...args) => {
            timeouts.delete(id);
            return callback(...args);
          }
        : callback;
    id = setTimeout(run, ...rest);
    timeouts.add(id);
    return id;
  };
  window.clearTimeout = (id) => {
    timeouts.delete(id);
    return clearTimeout(id);
  };
  window.__benchTimers = () => ({ intervals: intervals.size, timeouts: timeouts.size });
}

/**
 * The V8 heap by what it holds, from a heap snapshot: compiled code (bytecode and machine code, which V8's optimising
 * compilers keep adding to while functions get hot) and everything else (objects, arrays, strings, closures). Blink's
 * own objects (type native, e.g. DevTools' records of the bench's requests) are not in the V8 heap figure and left out.
 */
async function heapByKind(cdp) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const { snapshot, nodes } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const typeNames = snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const sums = { code: 0, objects: 0 };
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = typeNames[nodes[i + typeAt]];
    if (type === 'native') continue;
    sums[type === 'code' ? 'code' : 'objects'] += nodes[i + sizeAt];
  }
  return sums;
}

async function measure(page, cdp) {
  // Twice: what one collection frees (weak references, finalizers) may let a second free more.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const nodes = metrics.find((m) => m.name === 'Nodes')?.value ?? 0;
  const timers = await page.evaluate(() => window.__benchTimers?.() ?? { intervals: 0, timeouts: 0 });
  return { heap: usedSize, nodes, ...timers, ...(await heapByKind(cdp)) };
}

/** In the page: resolves once the stage's `data-updated` moves (no timer: the page's timers are the clock's). */
function figuresShown() {
  const stage = document.querySelector('[data-updated]');
  const before = stage.dataset.updated;
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (stage.dataset.updated === before) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(stage, { attributes: true, attributeFilter: ['data-updated'] });
  });
}

/**
 * Runs the screen's refresh `count` times, each until the screen shows the answer: a tick while the previous answer is
 * still being handled would be skipped by the screen (one load at a time). One call into the page per refresh, so the
 * harness adds next to nothing to the heap it measures.
 */
async function refresh(page, isScreenCall, count) {
  let answered = 0;
  for (let i = 0; i < count; i += 1) {
    const answer = page.waitForResponse((response) => isScreenCall(response.url()), { timeout: 30_000 });
    const shown = page.evaluate(figuresShown);
    shown.catch(() => undefined);
    await page.clock.fastForward(REFRESH_MS);
    const response = await answer;
    if (!response.ok()) continue;
    await shown;
    answered += 1;
  }
  return answered;
}

async function runScreen(browser, { path, ready, isScreenCall, prepare }) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
  try {
    if (prepare) await prepare(context);
    const page = await context.newPage();
    await page.clock.install();
    await page.addInitScript(countTimers);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(path);
    await page.getByTestId(ready).waitFor({ timeout: 60_000 });
    await refresh(page, isScreenCall, WARM_UP);
    const before = await measure(page, cdp);
    const started = Date.now();
    const answered = await refresh(page, isScreenCall, REFRESHES);
    const seconds = (Date.now() - started) / 1000;
    const after = await measure(page, cdp);
    return { before, after, answered, seconds };
  } finally {
    await context.close();
  }
}

async function bareHeap(browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto('about:blank');
    return (await measure(page, cdp)).heap;
  } finally {
    await context.close();
  }
}

const kb = (bytes) =>
  `${bytes >= 0 ? '+' : '−'}${Math.round(Math.abs(bytes) / 1024).toLocaleString('en')} kB`;

function lines(name, r) {
  const growth = (r.after.heap - r.before.heap) / r.before.heap;
  return [
    `  ${name}: JS heap ${mb(r.before.heap)} → ${mb(r.after.heap)} after GC, ${signed(growth)} ` +
      `(goal ≤ ${GOAL_GROWTH * 100} %)`,
    `    of the growth, V8's compiled code ${kb(r.after.code - r.before.code)}, objects, arrays and strings ` +
      `${kb(r.after.objects - r.before.objects)} (heap snapshots)`,
    `    intervals ${r.before.intervals} → ${r.after.intervals}, pending timeouts ${r.before.timeouts} → ` +
      `${r.after.timeouts}, DOM nodes ${r.before.nodes.toLocaleString('en')} → ${r.after.nodes.toLocaleString('en')}; ` +
      `${r.answered} of ${REFRESHES} refreshes answered in ${r.seconds.toFixed(0)} s`,
  ];
}

buildConsoleIfStale();
const executablePath = ensureChromium('headless-shell');
// Each public request is counted per client address (60 a minute): the bench's page speaks from a new address
// each time, through the forwarded-for header the server trusts here, so the limit does not answer for the server.
const server = await startServer({ TRUST_PROXY: 'on' });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  const token = await apiToken(server.baseURL);
  const internal = await runScreen(browser, {
    path: `${server.baseURL}/woms/InternalLargeScreen`,
    ready: 'screen-overdue-count',
    isScreenCall: (url) => url.includes('/api/screen/internal'),
    prepare: (context) =>
      context.addInitScript((accessToken) => {
        localStorage.setItem('access_token', accessToken);
        localStorage.setItem('woms.tourSeen.admin', '1');
      }, token),
  });
  let address = 0;
  const external = await runScreen(browser, {
    path: `${server.baseURL}/woms/ExternalScreen`,
    ready: 'public-water-today',
    isScreenCall: (url) => url.includes('/api/screen/public/overview'),
    prepare: (context) =>
      context.route('**/api/screen/public/**', (route) => {
        address += 1;
        const forwarded = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
        return route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': forwarded } });
      }),
  });
  const bare = await bareHeap(browser);
  console.log(
    `big screens, ${REFRESHES.toLocaleString('en')} refreshes each after ${WARM_UP.toLocaleString('en')} to settle (the 30 s timer under ` +
      `Playwright's clock, each answered by the real server; headless Chromium at 1920 × 1080)`,
  );
  for (const line of lines('internal screen, signed in inside the console', internal)) console.log(line);
  for (const line of lines('external screen, public', external)) console.log(line);
  console.log(`  reference, a bare page (about:blank): JS heap ${mb(bare)}`);
} finally {
  await browser.close();
  await server.stop();
}
