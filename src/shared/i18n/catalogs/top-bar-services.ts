/** Texts of the top bar services: the mobile app's QR code and the weather (docs/architecture.md §4). */
export const topBarServicesZh = {
  'topBar.appQrcode': '移动端下载',
  'topBar.appQrcode.scan': '扫码下载移动端',
  'topBar.appQrcode.alt': '移动端下载二维码',
  'topBar.appQrcode.failed': '二维码加载失败',
  'topBar.weather': '天气',
  'topBar.weather.humidity': '湿度 {n}%',
  'topBar.weather.reported': '发布于 {time}',
} as const;
