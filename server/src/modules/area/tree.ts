/** Builds the area/factory tree from flat rows (parents first or not: order of rows is kept per level). */
import type { AreaDetail, AreaNode } from '../../../../contract/system/schemas';

export function buildAreaTree(rows: AreaDetail[]): AreaNode[] {
  const nodes = new Map<number, AreaNode>(rows.map((r) => [r.id, { ...r }]));
  const roots: AreaNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = nodes.get(r.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
