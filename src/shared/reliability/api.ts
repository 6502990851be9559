/**
 * The downtime and reliability figures (docs/reliability.md), read by the 设备可靠性 page and by the device ledger's
 * detail: one route, one cache key per query, so both see the same answer.
 */
import { RELIABILITY_API, type Reliability, type ReliabilityQuery } from '@contract/reliability';
import { get, type DataResult } from '@/shared/api';

/** The client's paths are relative to /api (src/shared/api). */
const FIGURES_PATH = RELIABILITY_API.FIGURES.replace(/^\/api/, '');

export async function fetchReliability(query: ReliabilityQuery): Promise<Reliability> {
  return (await get<DataResult<Reliability>>(FIGURES_PATH, query)).data;
}

export const reliabilityKeys = {
  all: ['reliability'] as const,
  figures: (query: ReliabilityQuery) => ['reliability', query] as const,
};
