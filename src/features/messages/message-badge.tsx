/**
 * The message bell of the top bar: unread messages of the current factory (docs/requirements.md §3 "Message counts"),
 * at most 99+ (docs/requirements.md §9). Refreshed when the factory changes and every minute.
 */
import { useEffect, useState } from 'react';
import { Badge, Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { MESSAGE_BADGE_MAX } from '@/shared/config/constants';
import { useT } from '@/shared/i18n';
import { fetchMessageCount } from './api';

export const MESSAGE_COUNT_REFRESH_MS = 60_000;

export interface MessageBadgeProps {
  /** the current factory (the shell passes the factory picker's choice); null shows no count */
  factoryId: number | null;
  onClick?: () => void;
  /** change it to refetch at once (e.g. after messages were read or deleted in the drawer) */
  refreshKey?: number;
}

export function MessageBadge({ factoryId, onClick, refreshKey = 0 }: MessageBadgeProps) {
  const t = useT();
  const [count, setCount] = useState<{ of: number; total: number } | null>(null);

  useEffect(() => {
    if (factoryId === null) return;
    let live = true;
    const refresh = () =>
      fetchMessageCount(factoryId)
        .then((c) => live && setCount({ of: factoryId, total: c.totalMsgCount }))
        // A missed refresh keeps the last count; the next tick tries again.
        .catch(() => undefined);
    void refresh();
    const timer = setInterval(() => void refresh(), MESSAGE_COUNT_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [factoryId, refreshKey]);

  // A count of another factory is never shown for this one.
  const total = count && count.of === factoryId ? count.total : 0;
  return (
    <Badge count={total} overflowCount={MESSAGE_BADGE_MAX} size="small" data-testid="message-badge">
      <Button
        type="text"
        icon={<BellOutlined />}
        aria-label={t('messages.bell')}
        onClick={onClick}
        data-testid="message-button"
      />
    </Badge>
  );
}
