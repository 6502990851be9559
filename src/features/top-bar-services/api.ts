/** Calls of the top bar services (docs/architecture.md §3 "Top bar services"). All silent: an optional widget never toasts. */
import type { DataResult } from '@contract/common';
import { TOP_BAR_API, type ConsoleSettings, type Weather } from '@contract/top-bar';
import { get } from '@/shared/api';

/** The client's base is /api already. */
const path = (route: string) => route.replace(/^\/api/, '');

export async function fetchConsoleSettings(): Promise<ConsoleSettings> {
  return (await get<DataResult<ConsoleSettings>>(path(TOP_BAR_API.SETTINGS), undefined, { silent: true }))
    .data;
}

/** The QR code behind the token, which an <img> cannot send: fetched as a blob. */
export async function fetchAppQrcode(): Promise<Blob> {
  return get<Blob>(path(TOP_BAR_API.APP_QRCODE), undefined, { responseType: 'blob', silent: true });
}

/** The weather of the factory's district (the server derives the city). */
export async function fetchWeather(factoryId: number | null): Promise<Weather> {
  const params = factoryId === null ? undefined : { factoryId };
  return (await get<DataResult<Weather>>(path(TOP_BAR_API.WEATHER), params, { silent: true })).data;
}
