import type { BrowserContextOptions } from '@playwright/test';

/**
 * The browser context every test runs in (playwright.config.ts `use`, and the worker's kept context of fixtures.ts):
 * the console in Chinese on a 1440 px screen, with reduced motion.
 */
export const CONTEXT_OPTIONS = {
  locale: 'zh-CN',
  viewport: { width: 1440, height: 900 },
  // The console honours prefers-reduced-motion (docs/architecture.md §4 "Motion"): menus and dialogs
  // are there at once, so no click lands on one still animating, and no frames are drawn for them.
  reducedMotion: 'reduce',
} as const satisfies BrowserContextOptions;
