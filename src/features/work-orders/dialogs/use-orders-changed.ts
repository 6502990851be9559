/**
 * What a dialog's write calls after the server accepted it: the work-order keys are invalidated (workOrderKeys.all:
 * the lists, the order and its logs), so every list and dialog on screen asks again and the rest when next shown.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { workOrderKeys } from '../query-keys';

export function useOrdersChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: workOrderKeys.all }), [client]);
}
