/**
 * The two trees of the role form: the menus and buttons to grant (checked parents conduct to their children, the
 * half-checked parents are kept to be sent too), and the areas and factories of data scope 3 (each node on its own:
 * a checked area stands for every factory under it, now and later).
 */
import { Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import type { MenuGrantNode } from '@contract/role';
import type { AreaNode } from '@contract/system';
import type { Grant } from './grant-tree';

const toMenuData = (nodes: MenuGrantNode[]): DataNode[] =>
  nodes.map((n) => ({
    key: n.id,
    title: n.label,
    ...(n.children?.length ? { children: toMenuData(n.children) } : {}),
  }));

const toAreaData = (nodes: AreaNode[]): DataNode[] =>
  nodes.map((n) => ({
    key: n.id,
    title: n.label,
    ...(n.children?.length ? { children: toAreaData(n.children) } : {}),
  }));

const numbers = (keys: readonly React.Key[]): number[] => keys.map(Number);

export function MenuGrantTree({
  tree,
  value,
  onChange,
}: {
  tree: MenuGrantNode[];
  value: Grant;
  onChange: (grant: Grant) => void;
}) {
  // Not virtual: a modal's tree of a few hundred nodes renders at once, and scrolls in its own box.
  return (
    <div style={{ maxHeight: 320, overflow: 'auto' }}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={toMenuData(tree)}
        checkedKeys={value.checked}
        onCheck={(checked, info) =>
          onChange({
            checked: numbers(Array.isArray(checked) ? checked : checked.checked),
            halfChecked: numbers(info.halfCheckedKeys ?? []),
          })
        }
        data-testid="role-menu-tree"
      />
    </div>
  );
}

export function ScopeTree({
  tree,
  value,
  onChange,
}: {
  tree: AreaNode[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  return (
    <Tree
      checkable
      checkStrictly
      selectable={false}
      defaultExpandAll
      treeData={toAreaData(tree)}
      checkedKeys={value}
      onCheck={(checked) => onChange(numbers(Array.isArray(checked) ? checked : checked.checked))}
      data-testid="role-scope-tree"
    />
  );
}
