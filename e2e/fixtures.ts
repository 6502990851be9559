import { test as base, type BrowserContext } from '@playwright/test';
import { CONTEXT_OPTIONS } from './context-options';
import { workerURL } from './ports';
import { ACCOUNTS } from './support';

/**
 * Each worker keeps one browser context for its tests instead of a new one per test: the console's scripts stay in
 * that context's HTTP cache, with the code the browser compiled from them, so a test's page loads do not fetch and
 * compile the whole console again. A context of its own per test cost about a sixth more browser CPU per load.
 * Tests still start clean: their pages are closed and the origin's cookies and storage wiped between tests
 * (`context` and `page` below); `storeSignIn` (support.ts) replaces the stored sign-in without clearing that cache,
 * as Playwright's setStorageState would.
 */
export const test = base.extend<{ showTour: boolean }, { workerContext: BrowserContext }>({
  // Each worker talks to its own server and database (ports.ts); `test.use({ baseURL })` still wins.
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(workerURL(testInfo.parallelIndex));
  },
  workerContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        ...CONTEXT_OPTIONS,
        baseURL: workerURL(workerInfo.parallelIndex),
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ browser, baseURL, workerContext }, use, testInfo) => {
    // A test on another server (session.spec.ts, `test.use({ baseURL })`) gets a context of its own.
    if (baseURL !== workerURL(testInfo.parallelIndex)) {
      const own = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL });
      await use(own);
      await own.close();
      return;
    }
    await use(workerContext);
    await Promise.all(workerContext.pages().map((page) => page.close()));
  },
  /**
   * The guided tour is offered once to every new user; journeys that are not about the tour start with
   * it already seen (`test.use({ showTour: true })` brings it back): for the demo accounts, and for
   * whoever storeSignIn signed in (a user the test created, whose tour would otherwise pop up over
   * the page 0.8 s after it shows and take the clicks).
   */
  showTour: [false, { option: true }],
  page: async ({ context, showTour, baseURL }, use) => {
    const page = await context.newPage();
    // Nothing a test before stored: cookies, local and session storage, IndexedDB. The HTTP cache stays.
    if (baseURL) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(baseURL).origin,
        storageTypes: 'cookies,local_storage,session_storage,indexeddb',
      });
      await cdp.detach();
    }
    if (!showTour) {
      const names = Object.values(ACCOUNTS).map((a) => a.username);
      await page.addInitScript((users: string[]) => {
        const current = localStorage.getItem('username');
        for (const user of current ? [...users, current] : users) {
          localStorage.setItem(`woms.tourSeen.${user}`, '1');
        }
      }, names);
    }
    await use(page);
  },
});

export { expect } from '@playwright/test';
