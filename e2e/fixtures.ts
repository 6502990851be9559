import { test as base } from '@playwright/test';
import { workerURL } from './ports';
import { ACCOUNTS } from './support';

export const test = base.extend<{ showTour: boolean }>({
  // Each worker talks to its own server and database (ports.ts); `test.use({ baseURL })` still wins.
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(workerURL(testInfo.parallelIndex));
  },
  /**
   * The guided tour is offered once to every new user; journeys that are not about the tour start with
   * it already seen (`test.use({ showTour: true })` brings it back): for the demo accounts, and for
   * whoever storeSignIn signed in (a user the test created, whose tour would otherwise pop up over
   * the page 0.8 s after it shows and take the clicks).
   */
  showTour: [false, { option: true }],
  page: async ({ page, showTour }, use) => {
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
