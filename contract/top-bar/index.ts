/**
 * Top bar services (docs/requirements.md §7 "Projects, files, misc": the app QR code and the weather;
 * docs/architecture.md §3 "Top bar services"): constants and types only, so the console imports no schema
 * library. The server's schemas are in ./schemas.ts and are checked against these types there.
 */

export const TOP_BAR_API = {
  /** what the console needs to know about the optional services: which of them are configured */
  SETTINGS: '/api/system/console/settings',
  /** a GIF of the QR code of the mobile app's download address */
  APP_QRCODE: '/api/system/query/app/qrcode/1',
  /** the live weather of a city (query `city`), by default of the factory's district */
  WEATHER: '/api/system/weather',
} as const;

/** GET settings: which optional services this server offers. */
export interface ConsoleSettings {
  /** the mobile app's download address behind the QR code; null when none is configured (no QR button) */
  appDownloadUrl: string | null;
  /** true when a weather provider is configured; false: the console shows no weather at all */
  weather: boolean;
}

/** docs/architecture.md §3 "Top bar services": an adcode (6 digits) or a name, at most 20 characters. */
export const CITY_MAX = 20;
export const CITY_PATTERN = '^(?:\\d{6}|[\\u4e00-\\u9fa5A-Za-z][\\u4e00-\\u9fa5A-Za-z ·-]*)$';

/**
 * GET weather: `city` wins; without it the district of `factoryId` (the top bar's factory, in the
 * caller's scope), else of the caller's current factory.
 */
export interface WeatherQuery {
  city?: string;
  factoryId?: number;
}

/** The live weather, mapped from the provider's answer. */
export interface Weather {
  /** the provider's name of the place, e.g. 浦东新区 */
  city: string;
  adcode: string;
  /** the weather as text, e.g. 晴, 多云, 小雨 */
  weather: string;
  /** ℃; null when the provider gave none */
  temperature: number | null;
  /** relative humidity, %; null when the provider gave none */
  humidity: number | null;
  /** e.g. 东南 */
  windDirection: string;
  /** wind force on the Beaufort scale as the provider writes it, e.g. ≤3 or 4 */
  windPower: string;
  /** when the provider published it, 'YYYY-MM-DD HH:mm:ss' China time, or '' */
  reportTime: string;
}

/** How long the server keeps a city's weather, and how often the console asks again. */
export const WEATHER_TTL_MS = 10 * 60 * 1000;

export const TOP_BAR_MSG = {
  NO_APP_URL: '未配置移动端下载地址',
  NO_WEATHER: '未配置天气服务',
  WEATHER_DOWN: '天气服务暂不可用，请稍后再试',
  WEATHER_TIMEOUT: '天气服务响应超时，请稍后再试',
  CITY_NOT_FOUND: '未找到该城市的天气',
  /** the `querystring/city` refusal when no city is given and the factory has no district */
  NO_DISTRICT: '当前工厂未设置所属区县，请指定城市',
} as const;
