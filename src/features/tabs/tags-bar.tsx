/**
 * The tab bar of visited pages with its actions (docs/requirements.md §2 "Tab bar"): one tab per page, closable but
 * for home and a lone tab; a right click on a tab, or the actions button for the tab shown, offers refresh, close
 * others, left, right and all, and clear cache; the actions button also lists every open page. The bar scrolls
 * sideways (the wheel scrolls it too) and keeps the tab shown in view.
 *
 * Drawn with plain elements in antd's card-tab look rather than antd's Tabs: among 20 kept tabs, Tabs drew all of its
 * tabs again several times a switch, each with its own menu trigger and size observer, over a thousand components
 * (docs/architecture.md §4 "Keep-alive tabs"); here a switch draws the bar and the two tabs that changed.
 */
import { useCallback, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Button, Dropdown, theme, type MenuProps } from 'antd';
import {
  CheckOutlined,
  ClearOutlined,
  CloseCircleOutlined,
  CloseOutlined,
  DownOutlined,
  ReloadOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
import { dirtyInTabs } from '@/shared/form/draft';
import { useT } from '@/shared/i18n';
import { useConfirm } from '@/shared/ui/use-confirm';
import { afterPaint } from '@/shared/ui/after-paint';
import { notify } from '@/shared/ui/notify';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';
import { bustStylesheets } from './clear-cache';
import { useTabsStore } from './store';
import { TagTab } from './tag-tab';
import { closingKeys, isClosable } from './tabs-model';
import './tags-bar.css';

type Action = 'refresh' | 'close' | 'others' | 'left' | 'right' | 'all' | 'cache';
const ACTIONS = new Set<string>(['refresh', 'others', 'left', 'right', 'all', 'cache']);
/** Menu keys of the open-pages list in the actions menu: the tab key after this prefix. */
const OPEN_PREFIX = 'open:';

/** Scrolls `scroller` sideways just enough to show `tab` whole. */
function keepInView(scroller: HTMLElement, tab: HTMLElement): void {
  const left = tab.offsetLeft - scroller.offsetLeft;
  const right = left + tab.offsetWidth;
  if (left < scroller.scrollLeft) scroller.scrollLeft = left;
  else if (right > scroller.scrollLeft + scroller.clientWidth)
    scroller.scrollLeft = right - scroller.clientWidth;
}

/** Arrow keys, Home and End move the focus between the tabs; Enter or Space shows the focused one (TagTab). */
function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const at = tabs.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  const to = {
    ArrowLeft: Math.max(0, at - 1),
    ArrowRight: Math.min(tabs.length - 1, at + 1),
    Home: 0,
    End: tabs.length - 1,
  }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  tabs[to]?.focus();
}

export function TagsBar({ fallback }: { fallback: string }) {
  const t = useT();
  const { token } = theme.useToken();
  const navigate = useAppNavigate();
  const tabs = useTabsStore((s) => s.tabs);
  const activeKey = useTabsStore((s) => s.activeKey);
  // The tab a right click opened the context menu on.
  const [menuKey, setMenuKey] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const state = { tabs, activeKey };

  const select = useCallback((key: string) => navigate(key), [navigate]);
  const confirm = useConfirm();
  // A tab whose form holds unsaved typing asks before it goes (docs/drafts.md "Asking before it goes").
  const closeBy = useCallback(
    (action: Exclude<Action, 'refresh' | 'cache'>, key: string) => {
      const go = () => {
        const next = useTabsStore.getState().close(action, key, fallback);
        if (next) navigate(next);
      };
      const closing = closingKeys(useTabsStore.getState(), action, key, fallback);
      if (!dirtyInTabs(closing)) return go();
      const only =
        closing.length === 1 ? useTabsStore.getState().tabs.find((x) => x.key === closing[0]) : undefined;
      confirm(only ? t('draft.closeTabConfirm', { title: only.title }) : t('draft.closeTabsConfirm'), go);
    },
    [navigate, fallback, confirm, t],
  );
  const close = useCallback((key: string) => closeBy('close', key), [closeBy]);

  const run = (action: Action, key: string) => {
    if (action === 'refresh') {
      const refresh = () => useTabsStore.getState().refresh(key);
      return dirtyInTabs([key]) ? confirm(t('draft.refreshConfirm'), refresh) : refresh();
    }
    if (action === 'cache') {
      bustStylesheets();
      return notify('success', t('tabs.clearCacheDone'));
    }
    return closeBy(action, key);
  };

  const actionItems: NonNullable<MenuProps['items']> = [
    { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh') },
    { key: 'others', icon: <CloseOutlined />, label: t('tabs.closeOthers') },
    { key: 'left', icon: <VerticalRightOutlined />, label: t('tabs.closeLeft') },
    { key: 'right', icon: <VerticalLeftOutlined />, label: t('tabs.closeRight') },
    { key: 'all', icon: <CloseCircleOutlined />, label: t('tabs.closeAll') },
    { type: 'divider' },
    { key: 'cache', icon: <ClearOutlined />, label: t('tabs.clearCache') },
  ];
  const menuFor = (key: string | null, withOpenPages = false): MenuProps => ({
    items: withOpenPages
      ? [
          ...actionItems,
          { type: 'divider' },
          {
            type: 'group',
            label: t('tabs.list'),
            children: tabs.map((tab) => ({
              key: `${OPEN_PREFIX}${tab.key}`,
              label: tab.title,
              icon: tab.key === activeKey ? <CheckOutlined /> : <span className="woms-tags-bar__no-check" />,
            })),
          },
        ]
      : actionItems,
    onClick: ({ key: item }) => {
      if (item.startsWith(OPEN_PREFIX)) select(item.slice(OPEN_PREFIX.length));
      else if (key && ACTIONS.has(item)) run(item as Action, key);
    },
  });

  // The tab shown stays in view, also when it was opened from the menu; measured once the frame is drawn, so that a
  // switch does not lay the page out early for it.
  useEffect(
    () =>
      afterPaint(() => {
        const box = scroller.current;
        const tab = box?.querySelector<HTMLElement>('[aria-selected="true"]');
        if (box && tab) keepInView(box, tab);
      }),
    [activeKey, tabs.length],
  );

  // antd's card tabs, in the theme's colours (the bar follows the theme as antd's own parts do).
  const colours = {
    '--woms-tag-border': token.colorBorderSecondary,
    '--woms-tag-bg': token.colorFillAlter,
    '--woms-tag-active-bg': token.colorBgContainer,
    '--woms-tag-text': token.colorText,
    // the theme's link colour, chosen to read on the page and card backgrounds in both modes (antd-theme.ts)
    '--woms-tag-primary': token.colorLink,
    '--woms-tag-hover': token.colorLinkHover,
    '--woms-tag-icon': token.colorIcon,
    '--woms-tag-icon-hover': token.colorIconHover,
  } as CSSProperties;

  return (
    <div className="woms-tags-bar" data-testid="tags-bar" style={colours}>
      <Dropdown menu={menuFor(menuKey)} trigger={['contextMenu']}>
        <div
          className="woms-tags-bar__scroll"
          ref={scroller}
          onWheel={(event) => {
            if (event.deltaY && !event.deltaX) event.currentTarget.scrollLeft += event.deltaY;
          }}
        >
          <div
            role="tablist"
            aria-label={t('tabs.list')}
            className="woms-tags-bar__list"
            onKeyDown={moveFocus}
            onContextMenuCapture={(event) => {
              const on = (event.target as Element).closest('[data-tab-key]');
              setMenuKey(on?.getAttribute('data-tab-key') ?? activeKey);
            }}
          >
            {tabs.map((tab) => (
              <TagTab
                key={tab.key}
                tabKey={tab.key}
                title={tab.title}
                active={tab.key === activeKey}
                closable={isClosable(state, tab)}
                closeLabel={t('tabs.close')}
                onSelect={select}
                onClose={close}
              />
            ))}
          </div>
        </div>
      </Dropdown>
      {/* Beside the tabs, not inside the tablist, where a button is not an allowed child (axe aria-required-children). */}
      {activeKey && (
        <Dropdown menu={menuFor(activeKey, true)} trigger={['click']} rootClassName="woms-tags-more">
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
