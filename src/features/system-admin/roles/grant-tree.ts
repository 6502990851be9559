/**
 * The grant tree's rules, apart from the page so that they are tested alone. A role holds the menus checked and their
 * half-checked parents (RuoYi): both are sent. Shown again, only the nodes whose whole subtree is granted are passed
 * as checked, since antd checks every child of a checked parent; the rest of the granted ids stay half-checked.
 */
import type { MenuGrantNode } from '@contract/role';

export interface Grant {
  checked: number[];
  halfChecked: number[];
}

/** The ids of `nodes` fully granted by `granted` (a leaf granted, or a parent whose children all are). */
function fullyGranted(nodes: MenuGrantNode[], granted: ReadonlySet<number>, out: number[]): boolean {
  let all = true;
  for (const n of nodes) {
    const full = n.children?.length
      ? fullyGranted(n.children, granted, out) && granted.has(n.id)
      : granted.has(n.id);
    if (full) out.push(n.id);
    else all = false;
  }
  return all;
}

/** The tree's state for a role's granted ids. */
export function grantOf(tree: MenuGrantNode[], menuIds: readonly number[]): Grant {
  const granted = new Set(menuIds);
  const checked: number[] = [];
  fullyGranted(tree, granted, checked);
  const full = new Set(checked);
  return { checked, halfChecked: menuIds.filter((id) => !full.has(id)) };
}

/** What the role is saved with: the checked and the half-checked ids, once each. */
export const grantedIds = (grant: Grant): number[] => [...new Set([...grant.checked, ...grant.halfChecked])];
