/** The meters of a factory for the reading picker, fetched again when the factory changes. */
import { useEffect, useState } from 'react';
import type { EnergyMeterOption } from '@contract/energy';
import { fetchEnergyMeters } from './api';

export function useEnergyMeters(factoryId: number | null) {
  const [answer, setAnswer] = useState<{ factoryId: number; meters: EnergyMeterOption[] } | null>(null);
  useEffect(() => {
    if (factoryId === null) return undefined;
    let current = true;
    fetchEnergyMeters(factoryId)
      .then((meters) => current && setAnswer({ factoryId, meters }))
      .catch(() => {
        /* the client already told the user */
      });
    return () => {
      current = false;
    };
  }, [factoryId]);
  const ready = answer !== null && answer.factoryId === factoryId;
  return { meters: ready ? answer.meters : [], ready };
}
