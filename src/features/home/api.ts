/** Home's one call (docs/requirements.md §2 "Home"): the signed-in user's working day in a factory. */
import type { DataResult } from '@contract/common';
import { HOME_SUMMARY_PATH, type HomeSummary } from '@contract/home';
import { get } from '@/shared/api';

export async function fetchHomeSummary(factoryId: number): Promise<HomeSummary> {
  return (await get<DataResult<HomeSummary>>(HOME_SUMMARY_PATH, { factoryId })).data;
}
