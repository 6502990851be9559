// @vitest-environment node
/** The weather widget's wording (docs/architecture.md §4 "Top bar services"). */
import { describe, expect, it } from 'vitest';
import type { Weather } from '@contract/top-bar';
import { reportClock, temperatureText, weatherIcon, weatherLine, windText } from './weather-text';

const weather = (over: Partial<Weather> = {}): Weather => ({
  city: '浦东新区',
  adcode: '310115',
  weather: '多云',
  temperature: 23,
  humidity: 65,
  windDirection: '东南',
  windPower: '≤3',
  reportTime: '2026-03-02 15:30:12',
  ...over,
});

describe('weather wording', () => {
  it.each([
    ['晴', 'sun'],
    ['雷阵雨', 'storm'],
    ['雷阵雨并伴有冰雹', 'storm'],
    ['多云', 'cloud'],
    ['阴', 'cloud'],
    ['小雨', 'cloud'],
    ['晴间多云', 'cloud'],
    ['霾', 'cloud'],
    ['', 'cloud'],
  ] as const)('%j has the %s icon', (text, icon) => {
    expect(weatherIcon(text)).toBe(icon);
  });

  it('says place, weather and temperature, leaving out what is missing', () => {
    expect(weatherLine(weather())).toBe('浦东新区 多云 23°C');
    expect(weatherLine(weather({ temperature: -3 }))).toBe('浦东新区 多云 -3°C');
    expect(weatherLine(weather({ temperature: null, weather: '' }))).toBe('浦东新区');
    expect(temperatureText({ temperature: 0 })).toBe('0°C');
  });

  it('says the wind in the provider’s words', () => {
    expect(windText(weather())).toBe('东南风 ≤3级');
    expect(windText(weather({ windDirection: '无风向', windPower: '≤3' }))).toBe('无风向 ≤3级');
    expect(windText(weather({ windDirection: '旋转不定', windPower: '4' }))).toBe('旋转不定 4级');
    expect(windText(weather({ windDirection: '', windPower: '' }))).toBe('');
  });

  it('shows the report time as hours and minutes', () => {
    expect(reportClock('2026-03-02 15:30:12')).toBe('15:30');
    expect(reportClock('')).toBe('');
  });
});
