/**
 * The top bar's global search box (docs/search.md): one input, focused by Ctrl+K (⌘K) anywhere, whose results panel
 * and pinyin dictionary load the first time it opens (lazyOnOpen, docs/architecture.md §4 "Bundles"), so the shell
 * carries only this box. The focus stays in the input; the panel takes the arrow keys and Enter from it.
 */
import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Input, Popover, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useT } from '@/shared/i18n';
import type { SearchablePage } from '@/shared/search/page-match';
import { lazyOnOpen } from '@/shared/ui/lazy-on-open';
import { LISTBOX_ID } from './ids';
import type { PanelKeys, SearchPanelProps } from './search-panel';

const SearchPanel = lazyOnOpen<SearchPanelProps>(() => import('./search-panel').then((m) => m.default));

/** Ctrl+K, or ⌘K on a Mac: the shortcut consoles use for their search. */
const isShortcut = (event: globalThis.KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

export const SearchBox = memo(function SearchBox({
  pages,
  onOpen,
}: {
  pages: readonly SearchablePage[];
  onOpen: (path: string) => void;
}) {
  const t = useT();
  const input = useRef<InputRef>(null);
  const keysRef = useRef<PanelKeys | null>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<string>();

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      input.current?.focus({ cursor: 'all' });
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const go = useCallback(
    (path: string) => {
      setText('');
      setOpen(false);
      input.current?.blur();
      onOpen(path);
    },
    [onOpen],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (open) setOpen(false);
      else input.current?.blur();
      return;
    }
    if (!open) setOpen(true);
    if (keysRef.current?.(event)) event.preventDefault();
  };

  return (
    <Popover
      open={open}
      placement="bottomRight"
      arrow={false}
      rootClassName="woms-search-popover"
      content={
        // The focus stays in the input: a click on an option must not blur it (which would close the panel first).
        <div onMouseDown={(event) => event.preventDefault()}>
          <SearchPanel
            open={open}
            text={text}
            pages={pages}
            onOpen={go}
            keysRef={keysRef}
            onActive={setActive}
          />
        </div>
      }
    >
      <div className="woms-menu-search">
        <Input
          ref={input}
          size="small"
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          role="combobox"
          aria-expanded={open}
          // Named only while the listbox holds an option: a reference to nothing is an ARIA error.
          aria-controls={open && active ? LISTBOX_ID : undefined}
          aria-autocomplete="list"
          aria-activedescendant={open ? active : undefined}
          data-testid="menu-search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </div>
    </Popover>
  );
});
