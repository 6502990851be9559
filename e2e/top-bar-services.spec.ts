/**
 * Top bar services (docs/architecture.md §3 and §4 "Top bar services") against the real server, which the
 * e2e config gives an app address and no weather provider.
 */
import { expect, test } from './fixtures';
import { APP_DOWNLOAD_URL, signIn } from './support';

test("the QR button shows the mobile app's code and address; with no weather provider there is no weather", async ({
  page,
}) => {
  await signIn(page, 'operator');
  await page.getByTestId('app-qrcode-button').click();
  const popover = page.getByTestId('app-qrcode-popover');
  const image = popover.getByTestId('app-qrcode-image');
  await expect(image).toBeVisible();
  // A real picture arrived (the GIF decoded), not a broken image.
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await expect(popover.getByTestId('app-qrcode-url')).toHaveText(APP_DOWNLOAD_URL);

  // The settings that showed the QR button say there is no weather: the clock stands alone.
  await expect(page.getByTestId('sider-clock')).toBeVisible();
  await expect(page.getByTestId('weather-widget')).toHaveCount(0);
});
