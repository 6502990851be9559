/** The department tree left of the list: clicking a department filters the users by it. */
import { Input, Tree } from 'antd';
import { useMemo, useState } from 'react';
import type { DeptNode } from '@contract/user';
import { useT } from '@/shared/i18n';

interface TreeItem {
  title: string;
  key: number;
  children?: TreeItem[];
}

/** Keeps nodes whose label contains `text`, with their ancestors so the match stays reachable. */
function filterTree(nodes: DeptNode[], text: string): TreeItem[] {
  const out: TreeItem[] = [];
  for (const node of nodes) {
    const children = node.children ? filterTree(node.children, text) : [];
    if (node.label.includes(text) || children.length > 0)
      out.push({ title: node.label, key: node.id, children: children.length ? children : undefined });
  }
  return out;
}

export interface DeptTreeProps {
  depts: DeptNode[];
  selected: number | undefined;
  onSelect: (deptId: number | undefined) => void;
}

export function DeptTree({ depts, selected, onSelect }: DeptTreeProps) {
  const t = useT();
  const [text, setText] = useState('');
  const treeData = useMemo(() => filterTree(depts, text.trim()), [depts, text]);
  return (
    <div className="users-dept-tree" aria-label={t('users.deptTree')}>
      <Input.Search
        allowClear
        placeholder={t('users.deptSearch')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      {/* Mounted once the tree is there (and again per search) so defaultExpandAll opens every node. */}
      {treeData.length > 0 && (
        <Tree<TreeItem>
          blockNode
          defaultExpandAll
          key={text}
          treeData={treeData}
          selectedKeys={selected === undefined ? [] : [selected]}
          onSelect={(keys) => onSelect(keys.length ? Number(keys[0]) : undefined)}
        />
      )}
    </div>
  );
}
