// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  clearTabs,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  closingKeys,
  EMPTY_TABS,
  isClosable,
  openTab,
  pinTabs,
  refreshTab,
  retitleTabs,
  type TabsState,
} from './tabs-model';

const home = { path: '/index', search: '', title: '首页', affix: true };
const page = (path: string, search = '') => ({ path, search, title: path, affix: false });

function withTabs(...paths: string[]): TabsState {
  let state = openTab(EMPTY_TABS, home, 0);
  paths.forEach((p, i) => {
    state = openTab(state, page(p), i + 1);
  });
  return state;
}

const keys = (s: TabsState) => s.tabs.map((t) => t.key);

describe('opening tabs', () => {
  it('adds one tab per route and activates it', () => {
    const s = withTabs('/a', '/b');
    expect(keys(s)).toEqual(['/index', '/a', '/b']);
    expect(s.activeKey).toBe('/b');
  });

  it('reopening an existing route activates it without a duplicate', () => {
    const s = openTab(withTabs('/a', '/b'), page('/a'), 10);
    expect(keys(s)).toEqual(['/index', '/a', '/b']);
    expect(s.activeKey).toBe('/a');
  });

  it('keys by path + query, so two orders open side by side', () => {
    let s = withTabs();
    s = openTab(s, page('/orders', '?taskNo=1'), 1);
    s = openTab(s, page('/orders', '?taskNo=2'), 2);
    expect(keys(s)).toEqual(['/index', '/orders?taskNo=1', '/orders?taskNo=2']);
  });

  it('keeps at most 99 pages, evicting the least recently shown (never home, never the new one)', () => {
    let s = openTab(EMPTY_TABS, home, 0);
    for (let i = 1; i <= 98; i += 1) s = openTab(s, page(`/p${i}`), i);
    expect(s.tabs).toHaveLength(99);
    s = openTab(s, page('/p1'), 200); // p1 becomes recent: p2 is now the oldest
    s = openTab(s, page('/new'), 201);
    expect(s.tabs).toHaveLength(99);
    expect(keys(s)).not.toContain('/p2');
    expect(keys(s)).toContain('/p1');
    expect(keys(s)).toContain('/index');
    expect(s.activeKey).toBe('/new');
  });
});

describe('fixed tabs of affix pages (docs/requirements.md §3 route meta)', () => {
  it('pins them after home without showing them; an open tab of one becomes fixed and cannot be closed', () => {
    const state = withTabs('/a', '/b');
    const pinned = pinTabs(
      state,
      [
        { path: '/fixed', title: 'F' },
        { path: '/b', title: 'B' },
      ],
      9,
    );
    expect(keys(pinned)).toEqual(['/index', '/fixed', '/a', '/b']);
    expect(pinned.activeKey).toBe(state.activeKey);
    const fixed = pinned.tabs.find((t) => t.key === '/fixed')!;
    expect(fixed.affix).toBe(true);
    expect(isClosable(pinned, fixed)).toBe(false);
    expect(
      isClosable(
        pinned,
        pinned.tabs.find((t) => t.key === '/b')!,
      ),
    ).toBe(false);
    expect(keys(closeAll(pinned, '/index').state)).toEqual(['/index', '/fixed', '/b']);
    expect(pinTabs(pinned, [{ path: '/fixed', title: 'F' }], 10)).toBe(pinned);
  });
});

describe('closing rules (docs/requirements.md §2)', () => {
  it('the home tab and an only tab are not closable', () => {
    const s = withTabs('/a');
    expect(isClosable(s, s.tabs[0]!)).toBe(false);
    expect(isClosable(s, s.tabs[1]!)).toBe(true);
    const only = openTab(EMPTY_TABS, page('/solo'), 0);
    expect(isClosable(only, only.tabs[0]!)).toBe(false);
    expect(closeTab(only, '/solo', '/index').state).toBe(only);
  });

  it('closing the active tab goes to the last remaining tab', () => {
    const s = openTab(withTabs('/a', '/b', '/c'), page('/b'), 9);
    const { state, next } = closeTab(s, '/b', '/index');
    expect(keys(state)).toEqual(['/index', '/a', '/c']);
    expect(next).toBe('/c');
    expect(state.activeKey).toBe('/c');
  });

  it('closing another tab stays where it is', () => {
    const { state, next } = closeTab(withTabs('/a', '/b'), '/a', '/index');
    expect(keys(state)).toEqual(['/index', '/b']);
    expect(next).toBeUndefined();
  });

  it('close others keeps home and the chosen tab', () => {
    const { state, next } = closeOthers(withTabs('/a', '/b', '/c'), '/b', '/index');
    expect(keys(state)).toEqual(['/index', '/b']);
    expect(next).toBe('/b');
  });

  it('close left and close right keep home', () => {
    expect(keys(closeLeft(withTabs('/a', '/b', '/c'), '/b', '/index').state)).toEqual(['/index', '/b', '/c']);
    const right = closeRight(withTabs('/a', '/b', '/c'), '/a', '/index');
    expect(keys(right.state)).toEqual(['/index', '/a']);
    expect(right.next).toBe('/a');
  });

  it('close all leaves home; with no tab left it goes to the fallback', () => {
    const all = closeAll(withTabs('/a', '/b'), '/index');
    expect(keys(all.state)).toEqual(['/index']);
    expect(all.next).toBe('/index');
    let noHome = openTab(EMPTY_TABS, page('/a'), 0);
    noHome = openTab(noHome, page('/b'), 1);
    const none = closeAll(noHome, '/system');
    expect(none.state.tabs).toEqual([]);
    expect(none.next).toBe('/system');
  });
});

describe('the tabs an action would close (asked first when one holds unsaved typing, docs/drafts.md)', () => {
  it('names exactly the tabs each action drops, and none for a tab that cannot close', () => {
    const s = withTabs('/a', '/b', '/c');
    expect(closingKeys(s, 'close', '/b', '/index')).toEqual(['/b']);
    expect(closingKeys(s, 'others', '/b', '/index')).toEqual(['/a', '/c']);
    expect(closingKeys(s, 'left', '/b', '/index')).toEqual(['/a']);
    expect(closingKeys(s, 'right', '/b', '/index')).toEqual(['/c']);
    expect(closingKeys(s, 'all', '/b', '/index')).toEqual(['/a', '/b', '/c']);
    expect(closingKeys(s, 'close', '/index', '/index')).toEqual([]);
  });
});

describe('refresh and clear', () => {
  it('refresh bumps the version of one tab only', () => {
    const s = refreshTab(withTabs('/a', '/b'), '/a');
    expect(s.tabs.map((t) => t.version)).toEqual([0, 1, 0]);
  });

  it('clearing (subsystem switch) keeps only the fixed tabs', () => {
    const s = clearTabs(withTabs('/a', '/b'));
    expect(keys(s)).toEqual(['/index']);
    expect(s.activeKey).toBeNull();
  });
});

describe('retitling tabs (a language switch, docs/i18n.md)', () => {
  it('titles every tab anew, keeps those the lookup does not know, and keeps the state when nothing changes', () => {
    const s = withTabs('/a', '/b');
    const titles: Record<string, string> = { '/index': 'Home', '/a': 'Page A' };
    const next = retitleTabs(s, (path) => titles[path]);
    expect(next.tabs.map((t) => t.title)).toEqual(['Home', 'Page A', '/b']);
    expect(next.activeKey).toBe(s.activeKey);
    expect(retitleTabs(next, (path) => titles[path])).toBe(next);
  });
});
