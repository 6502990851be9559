/** What a ledger write calls after the server accepted it: the asset keys are invalidated (assetKeys.all). */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { assetKeys } from './query-keys';

export function useAssetsChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: assetKeys.all }), [client]);
}
