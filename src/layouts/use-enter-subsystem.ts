import { useCallback } from 'react';
import { useNavigationStore, type MenuNode } from '@/features/navigation';
import { useTabsStore } from '@/features/tabs';
import { dirtyInTabs } from '@/shared/form/draft';
import { useT } from '@/shared/i18n';
import { ROUTE_PATHS } from '@/shared/routes/paths';
import { useConfirm } from '@/shared/ui/use-confirm';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';

function firstPath(node: MenuNode): string | undefined {
  if (!node.children) return node.href ? undefined : node.key;
  for (const child of node.children) {
    const found = firstPath(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * docs/requirements.md §2 "Top bar": choosing a subsystem (or one of its menus) stores sysName and its route list,
 * clears the tabs and lands on the first page.
 */
export function useEnterSubsystem(): (subsystemId: number, menu?: MenuNode) => void {
  const navigate = useAppNavigate();
  const choose = useNavigationStore((s) => s.choose);
  const t = useT();
  const confirm = useConfirm();
  return useCallback(
    (subsystemId, menu) => {
      const enter = () => {
        useTabsStore.getState().clear();
        const first = choose(subsystemId);
        navigate((menu && firstPath(menu)) ?? first ?? ROUTE_PATHS.INDEX);
      };
      // The tabs go with the subsystem: unsaved typing in one of them asks first (docs/drafts.md).
      const closing = useTabsStore
        .getState()
        .tabs.filter((tab) => !tab.affix)
        .map((tab) => tab.key);
      if (dirtyInTabs(closing)) confirm(t('draft.closeTabsConfirm'), enter);
      else enter();
    },
    [choose, navigate, confirm, t],
  );
}
