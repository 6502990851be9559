// Kept tabs in Chromium (docs/requirements.md §9 keep-alive 99; docs/architecture.md §4 "Keep-alive tabs"): the admin
// opens 20 menu pages as tabs, returns to each once, then switches between them (click on a tab to the page shown and
// painted), then keeps 99 pages open, then closes them all, twice; the JS heap after a forced garbage collection at
// each step. Printed, never asserted. Pages are opened in the app (history + popstate), as the menu does, without a reload.
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs';
import { signedInState } from './lib/browser-session.mjs';
import { apiToken } from './lib/server.mjs';
import { median } from './lib/page-bench.mjs';

/** The admin's menu pages (path and component), as the console builds its routes from getRouters. */
async function menuPages(baseURL) {
  const { foldSubsystem } = await tsImport('../contract/menu-paths/index.ts', import.meta.url);
  const token = await apiToken(baseURL);
  const reply = await fetch(`${baseURL}/api/system/menu/getRouters?remark=woms`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const subsystems = (await reply.json()).data;
  const pages = subsystems.flatMap((s) =>
    foldSubsystem(s, {
      link: () => null,
      page: (item, path) => [{ path, component: item.component }],
      folder: (_item, children) => children.flat(),
    }).flat(),
  );
  return [...new Map(pages.map((p) => [p.path, p])).values()];
}

/** Opens `path` in the app and waits until its tab's page is mounted. */
async function open(page, path) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/woms${path}`);
  await page.locator(`[data-tab="${path}"]`).waitFor({ state: 'attached', timeout: 30_000 });
}

/** Clicks the tab of `key` and answers the milliseconds until its page is visible and the next frame is drawn. */
function switchTo(page, key) {
  return page.evaluate(
    (k) =>
      new Promise((resolve) => {
        const started = performance.now();
        document.querySelector(`[data-testid="tab-${CSS.escape(k)}"]`).click();
        const check = () => {
          const shown = document.querySelector(`[data-tab="${CSS.escape(k)}"]`);
          // a hidden tab's box is there with its drawing skipped (content-visibility: hidden)
          if (shown?.checkVisibility() && getComputedStyle(shown).contentVisibility !== 'hidden')
            requestAnimationFrame(() => resolve(performance.now() - started));
          else requestAnimationFrame(check);
        };
        check();
      }),
    key,
  );
}

async function heapMB(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

export async function measureKeptTabs(baseURL) {
  const pages = await menuPages(baseURL);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
      storageState: await signedInState(baseURL),
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${baseURL}/woms/index`);
    await page.locator('[data-testid^=subsystem-tile-]').first().waitFor();
    const baseline = await heapMB(cdp);

    const twenty = pages.slice(0, 20);
    for (const { path } of twenty) await open(page, path);
    // let their first calls settle before timing
    await page.waitForLoadState('networkidle');
    // The first return to each tab, then two rounds among tabs that have all been shown again: a page's first return
    // lays out what changed while it was hidden (its lists, and styles antd added for pages opened after it), which
    // the browser skips for a hidden page (docs/architecture.md §4 "Keep-alive tabs").
    const firstReturns = [];
    for (const { path } of twenty) firstReturns.push(await switchTo(page, path));
    const switches = [];
    for (let round = 0; round < 2; round += 1)
      for (const { path } of twenty) switches.push(await switchTo(page, path));
    const heap20 = await heapMB(cdp);

    // 99 pages: the menu pages, then the same pages again under another query (another tab each, as two orders are)
    const more = pages.slice(twenty.length).map((p) => p.path);
    for (let i = 0; twenty.length + more.length < 99; i += 1)
      more.push(`${pages[i % pages.length].path}?copy=${i}`);
    for (const path of more) await open(page, path);
    await page.waitForLoadState('networkidle');
    const tabs99 = await page.locator('[data-tab]').count();
    const heap99 = await heapMB(cdp);

    const closeAll = async () => {
      await page.getByTestId('tabs-more').click();
      await page.getByRole('menuitem', { name: '关闭全部' }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-tab]').length <= 1);
    };
    await closeAll();
    const heapClosed = await heapMB(cdp);
    // A second round of the same 99 opened and closed: what stays after closing is code and styles loaded once
    // (chunks, antd's style cache), not pages, when this round leaves the heap where the first one did.
    for (const { path } of twenty) await open(page, path);
    for (const path of more) await open(page, path);
    await page.waitForLoadState('networkidle');
    await closeAll();
    const heapClosedAgain = await heapMB(cdp);
    await context.close();
    switches.sort((a, b) => a - b);
    firstReturns.sort((a, b) => a - b);
    return {
      pages: twenty.length,
      switchMedian: median(switches),
      switchMax: switches[switches.length - 1],
      firstMedian: median(firstReturns),
      firstMax: firstReturns[firstReturns.length - 1],
      baseline,
      heap20,
      tabs99,
      heap99,
      heapClosed,
      heapClosedAgain,
    };
  } finally {
    await browser.close();
  }
}

export function keptTabsLines(k) {
  const mb = (n) => `${n.toFixed(1)} MB`;
  return [
    'kept tabs (admin, Chromium, pages opened in the app; JS heap after a forced garbage collection)',
    `  switching between ${k.pages} kept pages: median ${k.switchMedian.toFixed(0)} ms, slowest ${k.switchMax.toFixed(0)} ms ` +
      '(click to the page shown and painted, two rounds; goal ≤ 50 ms)',
    `  the first return to each of them after it was opened: median ${k.firstMedian.toFixed(0)} ms, slowest ` +
      `${k.firstMax.toFixed(0)} ms`,
    `  heap: home alone ${mb(k.baseline)}, ${k.pages} pages kept ${mb(k.heap20)}, ${k.tabs99} kept ${mb(k.heap99)} ` +
      `(goal ≤ 300 MB); all closed ${mb(k.heapClosed)}, and after the same 99 opened and closed once more ` +
      `${mb(k.heapClosedAgain)} (closing frees its page when the second round leaves the heap where the first did)`,
  ];
}
