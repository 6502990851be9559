/** The meters of a factory for the reading picker, fetched again when the factory changes. */
import { useLoaded } from '@/shared/hooks/use-loaded';
import { fetchEnergyMeters } from './api';
import { energyKeys } from './query-keys';

export function useEnergyMeters(factoryId: number | null) {
  const { data, loading } = useLoaded(energyKeys.meters, factoryId, fetchEnergyMeters);
  const ready = factoryId !== null && !loading;
  return { meters: ready ? (data ?? []) : [], ready };
}
