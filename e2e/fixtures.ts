import { test as base } from '@playwright/test';
import { ACCOUNTS } from './support';

/**
 * The guided tour is offered once to every new user; journeys that are not about the tour start with
 * it already seen (`test.use({ showTour: true })` brings it back).
 */
export const test = base.extend<{ showTour: boolean }>({
  showTour: [false, { option: true }],
  page: async ({ page, showTour }, use) => {
    if (!showTour) {
      const names = Object.values(ACCOUNTS).map((a) => a.username);
      await page.addInitScript((users: string[]) => {
        for (const user of users) localStorage.setItem(`woms.tourSeen.${user}`, '1');
      }, names);
    }
    await use(page);
  },
});

export { expect } from '@playwright/test';
