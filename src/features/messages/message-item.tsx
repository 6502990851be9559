/** One message of the drawer: title with an unread dot, device, task number or report, time; read and delete. */
import { Button, Tag } from 'antd';
import { TASK_TYPE, TODO_KIND, type Message } from '@contract/message';
import { useT } from '@/shared/i18n';

export interface MessageItemProps {
  message: Message;
  /** a call is running: the actions wait for it (no double submission) */
  busy: boolean;
  onOpen: (message: Message) => void;
  onRead: (message: Message) => void;
  onDelete: (message: Message) => void;
}

/** Daily urges name their day, weekly ones their week. */
function reportPeriod(m: Message): string {
  if (m.fillDate) return m.fillDate;
  if (m.startDate) return m.endDate ? `${m.startDate} ~ ${m.endDate}` : m.startDate;
  return '';
}

export function MessageItem({ message: m, busy, onOpen, onRead, onDelete }: MessageItemProps) {
  const t = useT();
  const unread = m.isRead !== 1;
  const device = [m.deviceShowCode, m.deviceName].filter(Boolean).join(' ');
  return (
    <li className={`woms-message-item${unread ? ' is-unread' : ''}`} data-testid={`message-${m.msgId}`}>
      <button type="button" className="woms-message-item-body" onClick={() => onOpen(m)} disabled={busy}>
        <span className="woms-message-item-title">
          {unread && <span className="woms-message-item-dot" role="img" aria-label={t('messages.unread')} />}
          {m.todoKind && m.todoKind !== TODO_KIND.OTHER && (
            <Tag color="processing" className="woms-message-item-kind">
              {t(`messages.todoKind.${m.todoKind}`)}
            </Tag>
          )}
          {m.overdue && (
            <Tag color="red" className="woms-message-item-kind" data-testid="todo-overdue">
              {t('woPriority.todoOverdue')}
            </Tag>
          )}
          {m.msgTitle}
        </span>
        {device && (
          <span className="woms-message-item-line">
            {t('messages.device')}：{device}
          </span>
        )}
        {m.taskNo && (
          <span className="woms-message-item-line">
            {t('messages.taskNo')}：{m.taskNo}
          </span>
        )}
        {m.taskType === TASK_TYPE.URGE && m.urgeTypeLabel && (
          <span className="woms-message-item-line">
            <Tag>{m.urgeTypeLabel}</Tag>
            {reportPeriod(m)}
          </span>
        )}
        <span className="woms-message-item-time">{m.createTime}</span>
      </button>
      <span className="woms-message-item-actions">
        {unread && (
          <Button size="small" type="link" disabled={busy} onClick={() => onRead(m)}>
            {t('messages.markRead')}
          </Button>
        )}
        <Button size="small" type="link" danger disabled={busy} onClick={() => onDelete(m)}>
          {t('messages.delete')}
        </Button>
      </span>
    </li>
  );
}
