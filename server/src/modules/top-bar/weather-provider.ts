/**
 * The live weather from AMap's weather REST API (docs/architecture.md §3 "Top bar services"):
 * `GET {url}?city={adcode or name}&key={key}&extensions=base&output=JSON`, which answers
 * `{status: '1', info: 'OK', infocode: '10000', lives: [{province, city, adcode, weather, temperature,
 * winddirection, windpower, humidity, reporttime}]}` (every value a string), or `status: '0'` with the reason
 * in `info`. Whatever goes wrong upstream is a 503 within the time limit; an unknown city is a 404.
 */
import type { FastifyBaseLogger } from 'fastify';
import { TOP_BAR_MSG, type Weather } from '../../../../contract/top-bar';
import { AppError, notFound, unavailable } from '../../errors';

export interface WeatherProvider {
  live(city: string): Promise<Weather>;
}

interface ProviderOptions {
  url: string;
  key: string;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

const REPORT_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function numberOf(value: unknown): number | null {
  const raw = text(value);
  if (!/^-?\d+(?:\.\d+)?$/.test(raw)) return null;
  return Number(raw);
}

/** The first place of a successful answer, or null when it names none (an unknown city). */
export function mapLive(answer: unknown): Weather | null {
  const lives = (answer as { lives?: unknown } | null)?.lives;
  const live: unknown = Array.isArray(lives) ? lives[0] : undefined;
  if (!live || typeof live !== 'object') return null;
  const l = live as Record<string, unknown>;
  const reportTime = text(l.reporttime);
  return {
    city: text(l.city),
    adcode: text(l.adcode),
    weather: text(l.weather),
    temperature: numberOf(l.temperature),
    humidity: numberOf(l.humidity),
    windDirection: text(l.winddirection),
    windPower: text(l.windpower),
    reportTime: REPORT_TIME.test(reportTime) ? reportTime : '',
  };
}

const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

export function amapWeather({ url, key, timeoutMs, log }: ProviderOptions): WeatherProvider {
  return {
    async live(city) {
      const request = new URL(url);
      request.searchParams.set('city', city);
      request.searchParams.set('key', key);
      request.searchParams.set('extensions', 'base');
      request.searchParams.set('output', 'JSON');
      // One signal for the headers and the body: a provider that stalls half-way still ends in time.
      const signal = AbortSignal.timeout(timeoutMs);
      let answer: unknown;
      try {
        const res = await fetch(request, { signal, headers: { accept: 'application/json' } });
        if (!res.ok) {
          // The URL carries the key: log the status only.
          log.warn({ status: res.status }, 'weather provider answered an HTTP error');
          throw unavailable(TOP_BAR_MSG.WEATHER_DOWN);
        }
        answer = await res.json();
      } catch (error) {
        if (isTimeout(error)) {
          log.warn({ timeoutMs }, 'weather provider did not answer in time');
          throw unavailable(TOP_BAR_MSG.WEATHER_TIMEOUT);
        }
        if (error instanceof AppError) throw error;
        log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'weather provider failed',
        );
        throw unavailable(TOP_BAR_MSG.WEATHER_DOWN);
      }
      const status = (answer as { status?: unknown } | null)?.status;
      if (status !== '1') {
        // e.g. INVALID_USER_KEY or a used-up daily quota: the operator's to fix, not the user's.
        const { info, infocode } = (answer ?? {}) as { info?: unknown; infocode?: unknown };
        log.warn({ info, infocode }, 'weather provider refused the call');
        throw unavailable(TOP_BAR_MSG.WEATHER_DOWN);
      }
      const weather = mapLive(answer);
      if (!weather) throw notFound(TOP_BAR_MSG.CITY_NOT_FOUND);
      return weather;
    },
  };
}
