/**
 * Each city's weather kept in memory for WEATHER_TTL_MS (docs/architecture.md §3 "Top bar services"): the
 * provider is asked at most once per city and period however many consoles ask, and callers asking while
 * a call is under way share it. A failure is kept for a minute, so a provider that is down or slow is not
 * asked again by every console meanwhile and nobody waits for it twice. Bounded: beyond MAX_CITIES the
 * entry stored longest ago goes. Nothing here is state another instance needs: it only saves calls.
 */
import { WEATHER_TTL_MS, type Weather } from '../../../../contract/top-bar';
import type { Clock } from '../../shared/clock';
import type { WeatherProvider } from './weather-provider';

export const FAILURE_TTL_MS = 60_000;
export const MAX_CITIES = 500;

type Entry = { until: number; weather: Weather } | { until: number; error: unknown };

export class WeatherCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Weather>>();

  constructor(
    private readonly provider: WeatherProvider,
    private readonly clock: Clock,
  ) {}

  async live(city: string): Promise<Weather> {
    const entry = this.entries.get(city);
    if (entry && entry.until > this.clock.now()) {
      if ('error' in entry) throw entry.error;
      return entry.weather;
    }
    const running = this.pending.get(city);
    if (running) return running;
    const call = this.fetch(city).finally(() => this.pending.delete(city));
    this.pending.set(city, call);
    return call;
  }

  private async fetch(city: string): Promise<Weather> {
    try {
      const weather = await this.provider.live(city);
      this.store(city, { until: this.clock.now() + WEATHER_TTL_MS, weather });
      return weather;
    } catch (error) {
      this.store(city, { until: this.clock.now() + FAILURE_TTL_MS, error });
      throw error;
    }
  }

  private store(city: string, entry: Entry): void {
    // Deleted first so that the Map's order is the order of storing: the first key is the oldest.
    this.entries.delete(city);
    this.entries.set(city, entry);
    if (this.entries.size > MAX_CITIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
