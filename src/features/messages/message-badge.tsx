/**
 * The message bell of the top bar: unread messages of the current factory (docs/requirements.md §3 "Message
 * counts"), at most 99+ (docs/requirements.md §9). The count is the query cache's (live/message-counts.ts): asked over
 * HTTP for each factory shown, written by count frames of the count channel (docs/requirements.md §4 "Message").
 */
import { useQuery } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { MESSAGE_BADGE_MAX } from '@/shared/config/constants';
import { useT } from '@/shared/i18n';
import { messageCountQuery } from './live/message-counts';

export interface MessageBadgeProps {
  /** the current factory (the shell passes the factory picker's choice); null shows no count */
  factoryId: number | null;
  onClick?: () => void;
}

export function MessageBadge({ factoryId, onClick }: MessageBadgeProps) {
  const t = useT();
  // A count of another factory is never shown for this one: each factory has its own key.
  const { data } = useQuery({ ...messageCountQuery(factoryId ?? 0), enabled: factoryId !== null });
  const total = factoryId === null ? 0 : (data ?? 0);

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
