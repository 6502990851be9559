/**
 * The two trees of the role form: the menus and buttons to grant (checked parents conduct to their children, the
 * half-checked parents are kept to be sent too), and the areas and factories of data scope 3 (each node on its own:
 * a checked area stands for every factory under it, now and later).
 */
import { Switch, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import type { MenuGrantNode } from '@contract/role';
import type { AreaNode } from '@contract/system';
import { useT } from '@/shared/i18n';
import { withLinkage, type Grant } from './grant-tree';

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
  const t = useT();
  const strict = value.strict === true;
  return (
    <>
      <label>
        <Switch
          size="small"
          checked={!strict}
          onChange={(linked) => onChange(withLinkage(tree, value, linked))}
          data-testid="role-menu-linkage"
        />{' '}
        {t('role.linkage')}
      </label>
      {/* Not virtual: a modal's tree of a few hundred nodes renders at once, and scrolls in its own box. */}
      <div style={{ maxHeight: 320, overflow: 'auto', marginTop: 8 }}>
        <Tree
          checkable
          checkStrictly={strict}
          selectable={false}
          defaultExpandAll
          treeData={toMenuData(tree)}
          checkedKeys={strict ? { checked: value.checked, halfChecked: [] } : value.checked}
          onCheck={(checked, info) =>
            onChange(
              Array.isArray(checked)
                ? { checked: numbers(checked), halfChecked: numbers(info.halfCheckedKeys ?? []) }
                : { checked: numbers(checked.checked), halfChecked: [], strict: true },
            )
          }
          data-testid="role-menu-tree"
        />
      </div>
    </>
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
