import { useMemo, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { PageRoute } from '@/features/navigation';
import { useT } from '@/shared/i18n';

/** Type to find and open any page the user may open (matches titles and their menu trail). */
export function MenuSearch({ pages, onOpen }: { pages: PageRoute[]; onOpen: (path: string) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const options = useMemo(() => {
    const needle = text.trim().toLowerCase();
    if (!needle) return [];
    return pages
      .filter((p) => !p.hidden && p.trail.join(' ').toLowerCase().includes(needle))
      .slice(0, 20)
      .map((p) => ({ value: p.path, label: p.trail.join(' / ') }));
  }, [pages, text]);

  return (
    <AutoComplete
      className="woms-menu-search"
      options={options}
      value={text}
      onChange={setText}
      onSelect={(path: string) => {
        setText('');
        onOpen(path);
      }}
      popupMatchSelectWidth={320}
    >
      <Input
        size="small"
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('shell.searchPlaceholder')}
        aria-label={t('shell.search')}
        data-testid="menu-search"
      />
    </AutoComplete>
  );
}
