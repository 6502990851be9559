/**
 * The grant tree's rules, apart from the page so that they are tested alone. A role holds the menus checked and their
 * half-checked parents (RuoYi): both are sent. Shown again with linked checking, only the nodes whose whole subtree is
 * granted are passed as checked, since antd checks every child of a checked parent, and the other granted ids stay
 * half-checked. A grant linked checking cannot show (a page granted without any of its buttons: antd would show it
 * unchecked, and the next click would drop it) opens with each node on its own, RuoYi's 父子联动 off.
 */
import type { MenuGrantNode } from '@contract/role';

export interface Grant {
  checked: number[];
  halfChecked: number[];
  /** linked checking off: each node on its own, `checked` is every granted id */
  strict?: boolean;
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

/** The ids of `nodes` with a node of `checked` below them: the parents linked checking shows half-checked. */
function aboveChecked(nodes: MenuGrantNode[], checked: ReadonlySet<number>, out: Set<number>): boolean {
  let any = false;
  for (const n of nodes) {
    const below = n.children?.length ? aboveChecked(n.children, checked, out) : false;
    if (below) out.add(n.id);
    any = any || below || checked.has(n.id);
  }
  return any;
}

/** The tree's state for granted ids with linked checking, whether or not it can show them all. */
function linkedGrant(tree: MenuGrantNode[], menuIds: readonly number[]): Grant {
  const granted = new Set(menuIds);
  const checked: number[] = [];
  fullyGranted(tree, granted, checked);
  const full = new Set(checked);
  return { checked, halfChecked: menuIds.filter((id) => !full.has(id)) };
}

/** The tree's state for a role's granted ids: linked checking when it shows them as they are, else each on its own. */
export function grantOf(tree: MenuGrantNode[], menuIds: readonly number[]): Grant {
  const linked = linkedGrant(tree, menuIds);
  const shown = new Set<number>();
  aboveChecked(tree, new Set(linked.checked), shown);
  return linked.halfChecked.every((id) => shown.has(id))
    ? linked
    : { checked: [...new Set(menuIds)], halfChecked: [], strict: true };
}

/** The same grant with linked checking turned on or off (RuoYi's 父子联动). */
export function withLinkage(tree: MenuGrantNode[], grant: Grant, linked: boolean): Grant {
  const ids = grantedIds(grant);
  return linked ? linkedGrant(tree, ids) : { checked: ids, halfChecked: [], strict: true };
}

/** What the role is saved with: the checked and the half-checked ids, once each. */
export const grantedIds = (grant: Grant): number[] => [...new Set([...grant.checked, ...grant.halfChecked])];
