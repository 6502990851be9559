/**
 * How the weather widget words the provider's answer (docs/architecture.md §4 "Top bar services"). The
 * provider writes Chinese (多云, 东南, ≤3), so the wind reads as Chinese in both languages.
 */
import type { Weather } from '@contract/top-bar';

export type WeatherIcon = 'sun' | 'storm' | 'cloud';

/** 晴 is sunny, anything with 雷 a storm; everything else (云, 阴, 雨, 雪, 雾, 霾…) a cloud. */
export function weatherIcon(text: string): WeatherIcon {
  if (text.includes('雷')) return 'storm';
  if (text.includes('晴') && !/[云阴雨雪雾霾沙尘]/.test(text)) return 'sun';
  return 'cloud';
}

/**
 * 23°C, or '' when the provider gave no temperature. °C rather than the one character ℃: some CJK fonts
 * (WenQuanYi, common on Linux desktops) claim ℃ and draw nothing.
 */
export const temperatureText = (w: Pick<Weather, 'temperature'>): string =>
  w.temperature === null ? '' : `${w.temperature}°C`;

/** The short line beside the clock: place, weather, temperature. */
export const weatherLine = (w: Weather): string =>
  [w.city, w.weather, temperatureText(w)].filter(Boolean).join(' ');

/** 东南风 ≤3级; a direction the provider calls 无风向 or 旋转不定 is said as it is. */
export function windText(w: Pick<Weather, 'windDirection' | 'windPower'>): string {
  const direction = w.windDirection;
  const named = direction !== '' && !direction.includes('风') && direction !== '旋转不定';
  const power = w.windPower === '' ? '' : `${w.windPower}级`;
  return [named ? `${direction}风` : direction, power].filter(Boolean).join(' ');
}

/** 15:30 of a 'YYYY-MM-DD HH:mm:ss' report time, the whole value otherwise. */
export const reportClock = (reportTime: string): string =>
  /^\d{4}-\d{2}-\d{2} (\d{2}:\d{2}):\d{2}$/.exec(reportTime)?.[1] ?? reportTime;
