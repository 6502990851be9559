/**
 * A TreeSelect over the area/factory tree (docs/requirements.md §1, §3): search by name, factories selectable (areas
 * too with `allowAreas`), and the first child of the first root chosen when there is no value.
 */
import type { AreaNode } from '@contract/system';
import { TreeSelect } from 'antd';
import { useEffect, useMemo, type CSSProperties } from 'react';
import { defaultFactory } from '../area/api';
import { useAreaTree } from '../area/use-area-tree';
import { useT } from '../i18n';

export interface AreaTreeOption {
  title: string;
  value: number;
  key: number;
  selectable: boolean;
  children?: AreaTreeOption[];
}

/** The antd tree data of the area tree; only factories are selectable unless `allowAreas`. */
export function toTreeData(nodes: AreaNode[], allowAreas = false): AreaTreeOption[] {
  return nodes.map((node) => ({
    title: node.label,
    value: node.id,
    key: node.id,
    selectable: allowAreas || node.type === 'factory',
    children: node.children?.length ? toTreeData(node.children, allowAreas) : undefined,
  }));
}

export function findNode(nodes: AreaNode[], id: number): AreaNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const hit = node.children ? findNode(node.children, id) : undefined;
    if (hit) return hit;
  }
  return undefined;
}

export interface AreaTreeSelectProps {
  value?: number | null;
  onChange?: (id: number | undefined, node?: AreaNode) => void;
  /** Lets areas be chosen as well as factories. */
  allowAreas?: boolean;
  /** Picks the default factory when there is no value (on by default). */
  pickDefault?: boolean;
  /** A tree the caller already has; fetched from /system/area/tree/list otherwise. */
  tree?: AreaNode[];
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

export function AreaTreeSelect({
  value,
  onChange,
  allowAreas = false,
  pickDefault = true,
  tree: givenTree,
  placeholder,
  allowClear,
  disabled,
  style,
  id,
}: AreaTreeSelectProps) {
  const t = useT();
  const fetched = useAreaTree(!givenTree);
  const tree = givenTree ?? fetched.tree;
  const loading = !givenTree && fetched.loading;

  const empty = value === undefined || value === null;
  useEffect(() => {
    if (!tree || !empty || !pickDefault) return;
    const first = defaultFactory(tree);
    if (first) onChange?.(first.id, first);
  }, [tree, empty, pickDefault, onChange]);

  const treeData = useMemo(() => (tree ? toTreeData(tree, allowAreas) : []), [tree, allowAreas]);

  return (
    <TreeSelect<number>
      id={id}
      style={{ minWidth: 200, ...style }}
      loading={loading}
      disabled={disabled}
      allowClear={allowClear}
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      placeholder={placeholder ?? t('generic.treeSelect.placeholder')}
      treeData={treeData}
      value={empty ? undefined : value}
      onChange={(next) =>
        onChange?.(next ?? undefined, next === undefined || !tree ? undefined : findNode(tree, next))
      }
      notFoundContent={t('generic.noData')}
    />
  );
}
