/**
 * The weather of a factory's district for the widget: asked when the factory changes and again every
 * WEATHER_TTL_MS (as long as the server keeps it). Null until it has answered and after a failure: the
 * widget then shows nothing, and its calls are silent, so a provider that is down makes no noise.
 */
import { useEffect, useState } from 'react';
import { WEATHER_TTL_MS, type Weather } from '@contract/top-bar';
import { fetchWeather } from './api';

interface Fetched {
  factoryId: number;
  weather: Weather | null;
}

export function useWeather(factoryId: number | null, enabled: boolean): Weather | null {
  const [fetched, setFetched] = useState<Fetched | null>(null);

  useEffect(() => {
    if (!enabled || factoryId === null) return;
    let live = true;
    const load = () =>
      fetchWeather(factoryId)
        .then((weather) => live && setFetched({ factoryId, weather }))
        .catch(() => live && setFetched({ factoryId, weather: null }));
    void load();
    const timer = setInterval(() => void load(), WEATHER_TTL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [factoryId, enabled]);

  return enabled && fetched?.factoryId === factoryId ? fetched.weather : null;
}
