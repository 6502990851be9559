/** The tab bar of visited pages with its actions (docs/requirements.md §2 "Tab bar"). */
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import {
  ClearOutlined,
  CloseCircleOutlined,
  CloseOutlined,
  DownOutlined,
  ReloadOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
import { useT } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';
import { bustStylesheets } from './clear-cache';
import { useTabsStore } from './store';
import { isClosable } from './tabs-model';
import './tags-bar.css';

type Action = 'refresh' | 'close' | 'others' | 'left' | 'right' | 'all' | 'cache';

export function TagsBar({ fallback }: { fallback: string }) {
  const t = useT();
  const navigate = useAppNavigate();
  const tabs = useTabsStore((s) => s.tabs);
  const activeKey = useTabsStore((s) => s.activeKey);
  const state = { tabs, activeKey };

  const run = (action: Action, key: string) => {
    const store = useTabsStore.getState();
    if (action === 'refresh') return store.refresh(key);
    if (action === 'cache') {
      bustStylesheets();
      return notify('success', t('tabs.clearCacheDone'));
    }
    const next = store.close(action, key, fallback);
    if (next) navigate(next);
    return undefined;
  };

  const menuFor = (key: string): MenuProps => ({
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh') },
      { key: 'others', icon: <CloseOutlined />, label: t('tabs.closeOthers') },
      { key: 'left', icon: <VerticalRightOutlined />, label: t('tabs.closeLeft') },
      { key: 'right', icon: <VerticalLeftOutlined />, label: t('tabs.closeRight') },
      { key: 'all', icon: <CloseCircleOutlined />, label: t('tabs.closeAll') },
      { type: 'divider' },
      { key: 'cache', icon: <ClearOutlined />, label: t('tabs.clearCache') },
    ],
    onClick: ({ key: action }) => run(action as Action, key),
  });

  const items = tabs.map((tab) => ({
    key: tab.key,
    closable: isClosable(state, tab),
    label: (
      <Dropdown menu={menuFor(tab.key)} trigger={['contextMenu']}>
        <span data-testid={`tab-${tab.key}`}>{tab.title}</span>
      </Dropdown>
    ),
  }));

  // The actions button sits beside the tabs, not in antd's tabBarExtraContent: that slot is inside the
  // role="tablist" element, where a button is not an allowed child (axe aria-required-children).
  return (
    <div className="woms-tags-bar" data-testid="tags-bar">
      <Tabs
        className="woms-tags-bar__tabs"
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeKey ?? undefined}
        items={items}
        onChange={(key) => navigate(key)}
        onEdit={(key, op) => {
          if (op === 'remove' && typeof key === 'string') run('close', key);
        }}
      />
      {activeKey && (
        <Dropdown menu={menuFor(activeKey)} trigger={['click']}>
          <Button
            size="small"
            type="text"
            icon={<DownOutlined />}
            aria-label={t('tabs.more')}
            data-testid="tabs-more"
          />
        </Dropdown>
      )}
    </div>
  );
}
