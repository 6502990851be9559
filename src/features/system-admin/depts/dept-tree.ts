/**
 * The department tree built from the flat list (RuoYi's handleTree): a row whose parent is not in the list (the
 * root's children, or a match of a filter whose parent did not match) is a root. The parent choices of the form leave
 * out the department itself and everything under it: the server refuses such a move too.
 */
import { DEPT_ROOT, type DeptRow } from '@contract/dept';
import type { FieldOption } from '@/shared/form';

export type DeptTreeRow = DeptRow & { children?: DeptTreeRow[] };

export function deptTree(rows: readonly DeptRow[]): DeptTreeRow[] {
  const nodes = new Map<number, DeptTreeRow>(rows.map((r) => [r.deptId, { ...r }]));
  const roots: DeptTreeRow[] = [];
  for (const r of rows) {
    const node = nodes.get(r.deptId)!;
    const parent = nodes.get(r.parentId);
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** The parent choices under a top level, without `selfId` and its subtree. */
export function parentOptions(tree: DeptTreeRow[], selfId: number | null, rootLabel: string): FieldOption[] {
  const options = (list: DeptTreeRow[]): FieldOption[] =>
    list
      .filter((d) => d.deptId !== selfId)
      .map((d) => ({
        label: d.deptName,
        value: d.deptId,
        ...(d.children?.length ? { children: options(d.children) } : {}),
      }));
  return [{ label: rootLabel, value: DEPT_ROOT, children: options(tree) }];
}
