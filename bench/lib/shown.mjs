/**
 * Resolves when `selector` first matches a visible element, looked for inside the page at every animation frame.
 * Playwright's own waits (`locator.waitFor`) ask from outside at growing intervals (0, 20, 50, 100, 100 and then
 * 500 ms), so content that shows after the load event was seen up to half a second late, and a bench figure of such a
 * page went to the next step of that ladder rather than to its time.
 */
export function shown(page, selector, timeout = 60_000) {
  return page.waitForFunction((s) => document.querySelector(s)?.checkVisibility() === true, selector, {
    polling: 'raf',
    timeout,
  });
}
