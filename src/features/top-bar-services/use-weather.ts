/**
 * The weather of a factory's district for the widget, from the query cache (src/shared/query): asked when the factory
 * changes and again every WEATHER_TTL_MS (as long as the server keeps it). Null until it has answered and after a
 * failure: the widget then shows nothing, and its calls are silent, so a provider that is down makes no noise.
 */
import { useQuery } from '@tanstack/react-query';
import { WEATHER_TTL_MS, type Weather } from '@contract/top-bar';
import { fetchWeather } from './api';
import { topBarKeys } from './query-keys';

export function useWeather(factoryId: number | null, enabled: boolean): Weather | null {
  const on = enabled && factoryId !== null;
  const { data } = useQuery({
    queryKey: [...topBarKeys.weather, factoryId],
    // a failure is "no weather", shown as nothing (the call is silent)
    queryFn: () => fetchWeather(factoryId as number).catch(() => null),
    enabled: on,
    staleTime: WEATHER_TTL_MS,
    refetchInterval: WEATHER_TTL_MS,
    refetchIntervalInBackground: true,
  });
  return on ? (data ?? null) : null;
}
