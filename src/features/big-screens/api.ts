/**
 * Calls of the big screens and the process page (docs/requirements.md §2 big screens), all through the one client and
 * all silent: a wall display shows a stale badge rather than an error toast every 30 s. The public routes are asked
 * without the session (`anonymous`): they need none, and a stored session that has run out must not send the
 * external screen or the process page to the sign-in page.
 */
import type { DataResult } from '@contract/common';
import {
  SCREEN_API,
  type InternalScreen,
  type PublicOverview,
  type PublicPlant,
  type PublicProcess,
} from '@contract/screen';
import { get } from '@/shared/api';

/** The client's base is /api already. */
const path = (route: string) => route.replace(/^\/api/, '');
const PUBLIC = { silent: true, anonymous: true } as const;

export async function fetchInternalScreen(): Promise<InternalScreen> {
  return (await get<DataResult<InternalScreen>>(path(SCREEN_API.INTERNAL), undefined, { silent: true })).data;
}

export async function fetchPublicOverview(): Promise<PublicOverview> {
  return (await get<DataResult<PublicOverview>>(path(SCREEN_API.PUBLIC_OVERVIEW), undefined, PUBLIC)).data;
}

export async function fetchPublicPlants(): Promise<PublicPlant[]> {
  return (await get<DataResult<PublicPlant[]>>(path(SCREEN_API.PUBLIC_PLANTS), undefined, PUBLIC)).data;
}

export async function fetchPublicProcess(factoryId: number): Promise<PublicProcess> {
  const url = `${path(SCREEN_API.PUBLIC_PROCESS)}/${encodeURIComponent(String(factoryId))}`;
  return (await get<DataResult<PublicProcess>>(url, undefined, PUBLIC)).data;
}
