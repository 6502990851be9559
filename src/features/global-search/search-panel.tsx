/**
 * The global search's results (docs/search.md), loaded with pinyin-pro the first time the search box is focused
 * (docs/architecture.md §4 "Bundles"): the user's pages matched at once, by title, trail or pinyin; orders, devices,
 * meters and users asked from the server 300 ms after the typing stops. One flat list of options in groups, driven
 * from the box's keys (the focus stays in the box, the active option named by aria-activedescendant).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Spin, theme } from 'antd';
import { SEARCH_Q_MAX, SEARCH_Q_MIN } from '@contract/search';
import { useDebouncedCallback } from '@/shared/dates';
import { useT } from '@/shared/i18n';
import { usePageQuery } from '@/shared/query';
import { matchPages, type SearchablePage } from '@/shared/search/page-match';
import { pinyinMatches } from '@/shared/search/pinyin';
import { searchAll } from './api';
import { searchKeys } from './query-keys';
import { LISTBOX_ID, optionId } from './ids';
import { buildGroups } from './targets';
import './search-panel.css';

/** Pages shown at most: the server's kinds have their own limit. */
const PAGE_LIMIT = 8;
export const SEARCH_DEBOUNCE_MS = 300;

/** What the box hands its key presses to; true when the panel used the key. */
export type PanelKeys = (event: KeyboardEvent<HTMLInputElement>) => boolean;

export interface SearchPanelProps {
  open: boolean;
  text: string;
  pages: readonly SearchablePage[];
  onOpen: (path: string) => void;
  keysRef: RefObject<PanelKeys | null>;
  onActive: (id: string | undefined) => void;
}

/** Scrolls the list (positioned, so it is the option's offset parent) just enough to show the active option. */
function keepInView(list: HTMLElement, option: HTMLElement): void {
  const top = option.offsetTop;
  const bottom = top + option.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}

/** The text the server is asked about: trimmed, within the contract's bounds; null: none. */
function serverText(text: string): string | null {
  const q = text.trim();
  return q.length >= SEARCH_Q_MIN && q.length <= SEARCH_Q_MAX ? q : null;
}

export default function SearchPanel({ text, pages, onOpen, keysRef, onActive }: SearchPanelProps) {
  const t = useT();
  const { token } = theme.useToken();
  const secondary = { color: token.colorTextSecondary };
  const [asked, setAsked] = useState(() => serverText(text));
  const ask = useDebouncedCallback(setAsked, SEARCH_DEBOUNCE_MS);
  const wanted = serverText(text);
  // A text too short or too long asks nothing; the last answer is shown only for the text it was asked about.
  useEffect(() => {
    if (wanted === null) ask.cancel();
    else ask(wanted);
  }, [wanted, ask]);

  const server = usePageQuery({
    queryKey: [...searchKeys.results, asked] as const,
    queryFn: () => searchAll(asked ?? ''),
    enabled: asked !== null,
  });
  const answered = wanted !== null && asked === wanted && server.isSuccess ? server.data : null;

  const canOpen = useCallback((path: string) => pages.some((p) => p.path === path), [pages]);
  const groups = useMemo(
    () => buildGroups(matchPages(pages, text, pinyinMatches, PAGE_LIMIT), answered, canOpen, t),
    [pages, text, answered, canOpen, t],
  );
  const items = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  const [active, setActive] = useState(0);
  const [shownItems, setShownItems] = useState(items);
  // A new list starts on its first option (React's "adjust state while rendering").
  if (shownItems !== items) {
    setShownItems(items);
    setActive(0);
  }
  const current = items[Math.min(active, items.length - 1)];
  useEffect(() => onActive(current ? optionId(current.key) : undefined), [current, onActive]);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const option = current && document.getElementById(optionId(current.key));
    if (list && option) keepInView(list, option);
  }, [current]);

  useEffect(() => {
    keysRef.current = (event) => {
      if (items.length === 0) return false;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (Math.min(i, items.length - 1) + step + items.length) % items.length);
        return true;
      }
      if (event.key === 'Enter' && current) {
        onOpen(current.path);
        return true;
      }
      return false;
    };
  });

  const waiting = wanted !== null && (asked !== wanted || server.isFetching);
  const failed = wanted !== null && asked === wanted && server.isError;
  if (!text.trim())
    return (
      <p className="woms-search__note" style={secondary}>
        {t('search.hint')}
      </p>
    );
  return (
    <div className="woms-search">
      <ul
        ref={listRef}
        id={LISTBOX_ID}
        role="listbox"
        aria-label={t('search.label')}
        className="woms-search__list"
      >
        {groups.map((group) => (
          <li key={group.kind} role="presentation">
            <div className="woms-search__group" role="presentation" style={secondary}>
              {t(`search.group.${group.kind}`)}
            </div>
            <ul role="group" aria-label={t(`search.group.${group.kind}`)}>
              {group.items.map((item) => (
                <li
                  key={item.key}
                  id={optionId(item.key)}
                  role="option"
                  aria-selected={item === current}
                  className="woms-search__item"
                  style={item === current ? { background: token.controlItemBgActive } : undefined}
                  onClick={() => onOpen(item.path)}
                  onMouseEnter={() => setActive(items.indexOf(item))}
                >
                  <span className="woms-search__label" title={item.label}>
                    {item.label}
                  </span>
                  {item.detail && (
                    <span className="woms-search__detail" style={secondary} title={item.detail}>
                      {item.detail}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {waiting && (
        <div className="woms-search__note">
          <Spin size="small" /> {t('search.searching')}
        </div>
      )}
      {failed && <p className="woms-search__note">{t('search.failed')}</p>}
      {!waiting && !failed && items.length === 0 && (
        <p className="woms-search__note" role="status">
          {t('search.noResults')}
        </p>
      )}
      <p className="woms-search__keys" style={secondary}>
        {t('search.keys')}
      </p>
    </div>
  );
}
