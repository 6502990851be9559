/** The signed-in user relative to an order (contract WoViewer), to offer only the actions it allows. */
import { useMemo } from 'react';
import type { WoViewer } from '@contract/work-order';
import { usePermission, usePermissionStore } from '@/shared/permissions';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { readText } from '@/shared/storage/local';

export function useWoViewer(): WoViewer {
  const can = usePermission();
  const adminLike = usePermissionStore((s) => s.adminLike);
  // user_id is written at sign-in (SPEC §3 local storage keys); 0 matches no order.
  const userId = Number(readText(STORAGE_KEYS.USER_ID) ?? 0) || 0;
  return useMemo(
    () => ({ userId, isAdmin: adminLike, has: (code: string) => can(code) }),
    [userId, adminLike, can],
  );
}
