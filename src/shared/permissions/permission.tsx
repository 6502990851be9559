import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { isAllowed } from './check';
import { usePermissionStore } from './store';

/** The menu id of the page being rendered, so gates can use its button codes. */
export const PageMenuContext = createContext<number | null>(null);

/**
 * `const can = usePermission(); can(PERM.FIX_HANDLE)`. One store read per component, so checking
 * every row of a table costs no call (docs/architecture.md §6).
 */
export function usePermission(): (codes: string | readonly string[]) => boolean {
  const menuId = useContext(PageMenuContext);
  const adminLike = usePermissionStore((s) => s.adminLike);
  const permissions = usePermissionStore((s) => s.permissions);
  const pageButtons = usePermissionStore((s) => (menuId === null ? undefined : s.buttons[menuId]));
  return useCallback(
    (codes) => isAllowed(codes, { adminLike, permissions, pageButtons }),
    [adminLike, permissions, pageButtons],
  );
}

/** The spec's directive: renders children only when the user holds one of `codes`. */
export function Permission({ codes, children }: { codes: string | readonly string[]; children: ReactNode }) {
  const can = usePermission();
  return can(codes) ? children : null;
}
