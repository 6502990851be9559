/** en-US texts of top-bar-services.ts, loaded only when English is chosen (docs/architecture.md §4 "Language"). */
import type { topBarServicesZh } from '../top-bar-services';

export const topBarServicesEn: Record<keyof typeof topBarServicesZh, string> = {
  'topBar.appQrcode': 'Mobile app',
  'topBar.appQrcode.scan': 'Scan to download the mobile app',
  'topBar.appQrcode.alt': 'QR code of the mobile app download',
  'topBar.appQrcode.failed': 'The QR code did not load',
  'topBar.weather': 'Weather',
  'topBar.weather.humidity': 'Humidity {n}%',
  'topBar.weather.reported': 'Reported at {time}',
};
