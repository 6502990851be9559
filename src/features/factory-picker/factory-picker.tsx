/**
 * The factory picker of the top bar (docs/requirements.md §2): a searchable tree of the user's areas (groups, not
 * selectable) and factories; choosing a factory saves it. Closed, it is a plain select showing the current factory;
 * the tree select replaces it when it is first opened (pressed, or Enter, Space or ↓ on it), its code fetched as the
 * pointer comes near or the picker takes the focus (docs/architecture.md §4 "Bundles").
 */
import { Suspense, useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Select } from 'antd';
import { useT } from '@/shared/i18n';
import { preloadableLazy } from '@/shared/ui/preloadable-lazy';
import { useFactoryStore } from './store';
import { useFactoryTree } from './use-factory-tree';

export interface FactoryPickerProps {
  /** getInfo's user.currentFactoryId: the default when no stored msgFactoryId is in the tree */
  currentFactoryId?: number | null;
}

const FactoryTreeSelect = preloadableLazy(() => import('./factory-tree-select'));
const preload = () => void FactoryTreeSelect.preload().catch(() => undefined);
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export function FactoryPicker({ currentFactoryId }: FactoryPickerProps) {
  const t = useT();
  const { tree, loading } = useFactoryTree();
  const factoryId = useFactoryStore((s) => s.factoryId);
  const factoryName = useFactoryStore((s) => s.factoryName);
  const saving = useFactoryStore((s) => s.saving);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (tree.length > 0) useFactoryStore.getState().resolve(tree, currentFactoryId);
  }, [tree, currentFactoryId]);

  const label = t('factoryPicker.label');
  const placeholder = t('layout.factoryPlaceholder');
  const closed = (
    <Select<number>
      aria-label={label}
      value={factoryId ?? undefined}
      options={factoryId === null ? [] : [{ value: factoryId, label: factoryName }]}
      placeholder={placeholder}
      loading={loading || saving}
      disabled={saving}
      open={false}
      onMouseEnter={preload}
      onFocus={preload}
      // The tree replaces this select during the press: the browser's own focus move after the press would land on a
      // node already gone and take the focus from the tree, which then closes (a preloaded tree mounts at once).
      onMouseDown={(e: MouseEvent) => {
        e.preventDefault();
        setOpened(true);
      }}
      onKeyDown={(e: KeyboardEvent) => {
        if (OPENING_KEYS.has(e.key)) setOpened(true);
      }}
      style={{ minWidth: 180 }}
    />
  );

  return (
    <span data-testid="factory-picker" className="woms-factory-picker">
      {opened ? (
        <Suspense fallback={closed}>
          <FactoryTreeSelect
            label={label}
            placeholder={placeholder}
            tree={tree}
            value={factoryId}
            loading={loading || saving}
            disabled={saving}
            onChange={(id) => void useFactoryStore.getState().choose(tree, id)}
          />
        </Suspense>
      ) : (
        closed
      )}
    </span>
  );
}
