/** What a 备件管理 write calls after the server accepted it: every parts key is invalidated (partsKeys.all). */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { partsKeys } from './query-keys';

export function usePartsChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: partsKeys.all }), [client]);
}
