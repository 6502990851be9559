/** The meters of a factory for the reading picker, fetched again when the factory changes. */
import { useKeptQuery } from '@/shared/query';
import { fetchEnergyMeters } from './api';
import { energyKeys } from './query-keys';

export function useEnergyMeters(factoryId: number | null) {
  const { data, loading } = useKeptQuery(energyKeys.meters, factoryId, fetchEnergyMeters);
  const ready = factoryId !== null && !loading;
  return { meters: ready ? (data ?? []) : [], ready };
}
