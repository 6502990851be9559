/**
 * The drawer's content for one factory: tabs 消息 (1) and 待办 (2), read-all and clear on the messages
 * tab only, the list with its empty state. Mounted while the drawer is open, so every opening loads
 * afresh; the factory or tab changing loads again. Task frames of the live channel for this factory and
 * tab go on top of the list, and a task channel that opens again after a drop reloads what it missed
 * (docs/requirements.md §4 "Message"; docs/architecture.md §3 "Live channels").
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Empty, Space, Spin, Tabs } from 'antd';
import { asMsgTab, MSG_TAB, type MsgTab } from '@contract/message';
import { useT } from '@/shared/i18n';
import { subscribeLive, useLiveHub } from '@/shared/live/live-hub';
import { MessageItem } from './message-item';
import { useMessageActions, type AcceptanceTarget } from './use-message-actions';
import { useMessageList } from './use-message-list';

export interface MessageCenterProps {
  factoryId: number;
  onCountsChanged?: (factoryId: number) => void;
  onNavigate?: (path: string) => void;
  /** an acceptance message: open the 970 px acceptance dialog of this order (docs/requirements.md §2) */
  onOpenAcceptance?: (order: AcceptanceTarget) => void;
}

export function MessageCenter({
  factoryId,
  onCountsChanged,
  onNavigate,
  onOpenAcceptance,
}: MessageCenterProps) {
  const t = useT();
  const [tab, setTab] = useState<MsgTab>(MSG_TAB.MESSAGES);
  const list = useMessageList(factoryId, tab);
  const actions = useMessageActions({
    factoryId,
    tab,
    list,
    onCountsChanged,
    onNavigate,
    onOpenAcceptance,
  });
  const empty = list.rows.length === 0;

  const { prepend, reload } = list;
  useEffect(
    () =>
      subscribeLive('task', (frame) => {
        if (frame.factoryId === factoryId && frame.msgType === tab) prepend(frame.taskMsg);
      }),
    [factoryId, tab, prepend],
  );
  const reopened = useLiveHub((s) => s.taskReopened);
  const reopenedSeen = useRef(reopened);
  useEffect(() => {
    if (reopenedSeen.current === reopened) return;
    reopenedSeen.current = reopened;
    reload();
  }, [reopened, reload]);

  const toolbar = tab === MSG_TAB.MESSAGES && (
    <Space size={4}>
      <Button size="small" disabled={actions.busy || empty} onClick={actions.readAll}>
        {t('messages.readAll')}
      </Button>
      <Button size="small" danger disabled={actions.busy || empty} onClick={actions.clear}>
        {t('messages.clear')}
      </Button>
    </Space>
  );

  return (
    <div className="woms-message-center">
      {/* The buttons beside the tabs, not in antd's tabBarExtraContent: that slot is inside the
          role="tablist" element, where a button is not an allowed child (axe aria-required-children). */}
      <div className="woms-message-center-head">
        <Tabs
          className="woms-message-center-tabs"
          activeKey={String(tab)}
          onChange={(key) => setTab(asMsgTab(Number(key)))}
          items={[
            { key: String(MSG_TAB.MESSAGES), label: t('messages.tab.messages') },
            { key: String(MSG_TAB.TODO), label: t('messages.tab.todo') },
          ]}
        />
        {toolbar}
      </div>
      <Spin spinning={list.loading}>
        {empty ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />
        ) : (
          <ul className="woms-message-list" aria-label={t('messages.title')}>
            {list.rows.map((m) => (
              <MessageItem
                key={m.msgId}
                message={m}
                busy={actions.busy}
                onOpen={actions.open}
                onRead={actions.read}
                onDelete={actions.remove}
              />
            ))}
          </ul>
        )}
        {!empty && (
          <div className="woms-message-footer">
            <span>{t('messages.total', { total: list.total })}</span>
            {list.rows.length < list.total && (
              <Button size="small" type="link" disabled={list.loading} onClick={list.loadMore}>
                {t('messages.loadMore')}
              </Button>
            )}
          </div>
        )}
      </Spin>
    </div>
  );
}
