/**
 * The picker's searchable tree (areas as groups, not selectable; factories), loaded the first time the picker is
 * opened (factory-picker.tsx): antd's TreeSelect brings the tree and checkbox code, some 15 kB of gzipped JavaScript
 * that home would otherwise load before its tiles (docs/bench-log.md).
 */
import { useMemo } from 'react';
import { TreeSelect } from 'antd';
import type { AreaNode } from '@contract/system';
import { AREA_NODE_TYPE } from '@contract/system';

export interface FactoryTreeSelectProps {
  label: string;
  placeholder: string;
  tree: AreaNode[];
  value: number | null;
  loading: boolean;
  disabled: boolean;
  onChange: (id: number) => void;
}

interface Option {
  value: number;
  title: string;
  selectable: boolean;
  children?: Option[];
}

const toOptions = (nodes: AreaNode[]): Option[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.label,
    selectable: n.type === AREA_NODE_TYPE.FACTORY,
    ...(n.children?.length ? { children: toOptions(n.children) } : {}),
  }));

export default function FactoryTreeSelect({
  label,
  placeholder,
  tree,
  value,
  loading,
  disabled,
  onChange,
}: FactoryTreeSelectProps) {
  const options = useMemo(() => toOptions(tree), [tree]);
  return (
    <TreeSelect<number>
      aria-label={label}
      value={value ?? undefined}
      treeData={options}
      onChange={onChange}
      placeholder={placeholder}
      loading={loading}
      disabled={disabled}
      // It replaces the closed picker the user has just pressed: open, with the focus.
      defaultOpen
      autoFocus
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      // A user sees tens of factories, not thousands: no virtual list (and every node is in the DOM).
      virtual={false}
      popupMatchSelectWidth={false}
      style={{ minWidth: 180 }}
    />
  );
}
