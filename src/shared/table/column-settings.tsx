/**
 * The column settings popover: drag a column by its handle (native HTML5 drag, no dependency) or use
 * the up/down buttons to reorder, tick to show or hide, and 恢复默认 to drop the stored preferences.
 */
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../i18n';
import { moveColumn, type ColumnSpec } from './table-logic';

interface Props {
  columns: ColumnSpec[];
  onChange: (next: ColumnSpec[]) => void;
  onReset: () => void;
}

export function ColumnSettings({ columns, onChange, onReset }: Props) {
  const t = useT();
  const [dragged, setDragged] = useState<string | null>(null);
  const toggle = (prop: string, isShow: boolean) =>
    onChange(columns.map((c) => (c.prop === prop ? { ...c, isShow } : c)));
  const neighbour = (index: number, step: number) => columns[index + step]?.prop;

  const content = (
    <div style={{ minWidth: 220 }} data-testid="column-settings">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflow: 'auto' }}>
        {columns.map((c, index) => (
          <li
            key={c.prop}
            data-prop={c.prop}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged) onChange(moveColumn(columns, dragged, c.prop));
              setDragged(null);
            }}
            style={{ display: 'flex', alignItems: 'center', gap: 6, padding: '2px 0' }}
          >
            <span
              draggable
              aria-label={`drag ${c.label}`}
              onDragStart={(e) => {
                e.dataTransfer?.setData('text/plain', c.prop);
                setDragged(c.prop);
              }}
              onDragEnd={() => setDragged(null)}
              style={{ cursor: 'grab' }}
            >
              <HolderOutlined />
            </span>
            <Checkbox
              checked={c.isShow}
              onChange={(e) => toggle(c.prop, e.target.checked)}
              style={{ flex: 1 }}
            >
              {c.label}
            </Checkbox>
            <Button
              size="small"
              type="text"
              aria-label={`${t('generic.columns.up')} ${c.label}`}
              icon={<ArrowUpOutlined />}
              disabled={index === 0}
              onClick={() => onChange(moveColumn(columns, c.prop, neighbour(index, -1) ?? c.prop))}
            />
            <Button
              size="small"
              type="text"
              aria-label={`${t('generic.columns.down')} ${c.label}`}
              icon={<ArrowDownOutlined />}
              disabled={index === columns.length - 1}
              onClick={() => onChange(moveColumn(columns, c.prop, neighbour(index, 1) ?? c.prop))}
            />
          </li>
        ))}
      </ul>
      <Space style={{ marginTop: 8 }}>
        <Button size="small" onClick={onReset}>
          {t('generic.columns.restore')}
        </Button>
      </Space>
    </div>
  );

  return (
    <Popover trigger="click" placement="bottomRight" content={content} title={t('generic.columns.settings')}>
      <Button size="small" icon={<SettingOutlined />} aria-label={t('generic.columns.settings')} />
    </Popover>
  );
}
