/** What a plan write calls after the server accepted it: the plan keys are invalidated (workOrderKeys.plans). */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { workOrderKeys } from '../query-keys';

export function usePlansChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: workOrderKeys.plans }), [client]);
}
