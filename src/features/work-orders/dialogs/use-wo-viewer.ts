/** The signed-in user relative to an order (contract WoViewer), to offer only the actions it allows. */
import { useMemo } from 'react';
import type { WoViewer } from '@contract/work-order';
import { usePermission, usePermissionStore } from '@/shared/permissions';
import { getUserId } from '@/shared/storage/token-storage';

export function useWoViewer(): WoViewer {
  const can = usePermission();
  const adminLike = usePermissionStore((s) => s.adminLike);
  // user_id is written at sign-in (docs/requirements.md §3) in the configured token storage; 0 matches no order.
  const userId = getUserId() ?? 0;
  return useMemo(
    () => ({ userId, isAdmin: adminLike, has: (code: string) => can(code) }),
    [userId, adminLike, can],
  );
}
