/**
 * The tags of home's filters a work-order list was opened with (?myOrders=1, ?overdue=1; docs/requirements.md §2
 * "Home"): each says the list is filtered and closes with its own button (a real button, so the keyboard reaches it),
 * which lists the page's orders without that filter.
 */
import { CloseOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import type { MouseEvent } from 'react';
import { useT, type MessageKey } from '@/shared/i18n';
import type { LinkFilters } from './list-query';

const TAGS: readonly { name: keyof LinkFilters; label: MessageKey; hint: MessageKey; color: string }[] = [
  { name: 'myOrders', label: 'orderLinks.myOrders', hint: 'orderLinks.myOrdersHint', color: 'blue' },
  { name: 'overdue', label: 'orderLinks.overdue', hint: 'orderLinks.overdueHint', color: 'red' },
];

const CLOSE_BUTTON = {
  border: 0,
  padding: 0,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  lineHeight: 1,
} as const;

export function LinkFilterTags({
  filters,
  onDrop,
}: {
  filters: LinkFilters;
  onDrop: (name: keyof LinkFilters) => void;
}) {
  const t = useT();
  return (
    <>
      {TAGS.filter(({ name }) => filters[name]).map(({ name, label, hint, color }) => (
        <Tooltip key={name} title={t(hint)}>
          <Tag
            color={color}
            data-testid={`wo-link-filter-${name}`}
            closable
            closeIcon={
              <button
                type="button"
                style={CLOSE_BUTTON}
                aria-label={t('orderLinks.clear', { filter: t(label) })}
              >
                <CloseOutlined />
              </button>
            }
            onClose={(e: MouseEvent<HTMLElement>) => {
              // the filter decides whether the tag is shown, not the tag's own state
              e.preventDefault();
              onDrop(name);
            }}
          >
            {t(label)}
          </Tag>
        </Tooltip>
      ))}
    </>
  );
}
