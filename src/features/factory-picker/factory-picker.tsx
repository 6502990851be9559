/**
 * The factory picker of the top bar (docs/requirements.md §2): a searchable tree of the user's areas (groups, not
 * selectable) and factories. It loads the tree once per session; choosing a factory saves it.
 */
import { useEffect, useMemo } from 'react';
import { TreeSelect } from 'antd';
import type { AreaNode } from '@contract/system';
import { AREA_NODE_TYPE } from '@contract/system';
import { useT } from '@/shared/i18n';
import { useFactoryStore } from './store';

export interface FactoryPickerProps {
  /** getInfo's user.currentFactoryId: the default when no stored msgFactoryId is in the tree */
  currentFactoryId?: number | null;
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

export function FactoryPicker({ currentFactoryId }: FactoryPickerProps) {
  const t = useT();
  const tree = useFactoryStore((s) => s.tree);
  const factoryId = useFactoryStore((s) => s.factoryId);
  const status = useFactoryStore((s) => s.status);
  const saving = useFactoryStore((s) => s.saving);
  const { load, choose } = useFactoryStore.getState();
  const options = useMemo(() => toOptions(tree), [tree]);

  useEffect(() => {
    if (useFactoryStore.getState().status === 'idle') void load(currentFactoryId);
  }, [load, currentFactoryId]);

  return (
    <span data-testid="factory-picker" className="woms-factory-picker">
      <TreeSelect<number>
        aria-label={t('factoryPicker.label')}
        value={factoryId ?? undefined}
        treeData={options}
        onChange={(id) => void choose(id)}
        placeholder={t('layout.factoryPlaceholder')}
        loading={status === 'loading' || saving}
        disabled={saving}
        showSearch
        treeNodeFilterProp="title"
        treeDefaultExpandAll
        // A user sees tens of factories, not thousands: no virtual list (and every node is in the DOM).
        virtual={false}
        popupMatchSelectWidth={false}
        style={{ minWidth: 180 }}
      />
    </span>
  );
}
