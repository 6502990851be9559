/**
 * The message bell of the top bar: unread messages of the current factory (docs/requirements.md §3 "Message
 * counts"), at most 99+ (docs/requirements.md §9). The count comes from the live store: count frames of the
 * count channel, and an HTTP resync whenever the factory changes (docs/requirements.md §4 "Message").
 */
import { useEffect } from 'react';
import { Badge, Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { MESSAGE_BADGE_MAX } from '@/shared/config/constants';
import { useT } from '@/shared/i18n';
import { useMessageCounts } from './live/message-counts';

export interface MessageBadgeProps {
  /** the current factory (the shell passes the factory picker's choice); null shows no count */
  factoryId: number | null;
  onClick?: () => void;
}

export function MessageBadge({ factoryId, onClick }: MessageBadgeProps) {
  const t = useT();
  // A count of another factory is never shown for this one.
  const total = useMessageCounts((s) => (factoryId === null ? 0 : (s.counts[factoryId] ?? 0)));

  useEffect(() => {
    if (factoryId !== null) void useMessageCounts.getState().watch(factoryId);
  }, [factoryId]);

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
