/**
 * The drawer's content for one factory: tabs 消息 (1) and 待办 (2), read-all and clear on the messages
 * tab only, the list with its empty state. Mounted while the drawer is open, so every opening loads
 * afresh; the factory or tab changing loads again. Task frames of the live channel for this factory and
 * tab go on top of the list, and a task channel that opens again after a drop reloads what it missed
 * (docs/requirements.md §4 "Message"; docs/architecture.md §3 "Live channels"). The to-do tab is the queue of open
 * to-dos (docs/requirements.md §3 "To-do queue"): one done with by anybody leaves it at once (a `todosDone` frame),
 * and it filters by kind; both tabs search their titles, order numbers and devices.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Empty, Input, Select, Space, Spin, Tabs } from 'antd';
import {
  asMsgTab,
  MESSAGE_KEYWORD_MAX,
  MSG_TAB,
  TODO_KIND,
  TODO_KINDS,
  type MsgTab,
  type TodoKind,
} from '@contract/message';
import { useLocaleStore, useT } from '@/shared/i18n';
import type { MessageFilter } from './api';
import { liveTextLang, subscribeLive, useLiveHub } from '@/shared/live/live-hub';
import { MessageItem } from './message-item';
import { useMessageActions, type AcceptanceTarget } from './use-message-actions';
import { useMessageList } from './use-message-list';

export interface MessageCenterProps {
  factoryId: number;
  onCountsChanged?: (factoryId: number) => void;
  onNavigate?: (path: string) => void;
  /** an acceptance message: open the 970 px acceptance dialog of this order (docs/requirements.md §2) */
  onOpenAcceptance?: (order: AcceptanceTarget) => void;
  /** start on the 待办 tab filtered to this kind (home's to-do figures) instead of the messages tab */
  initialTodoKind?: TodoKind;
}

export function MessageCenter({
  factoryId,
  onCountsChanged,
  onNavigate,
  onOpenAcceptance,
  initialTodoKind,
}: MessageCenterProps) {
  const t = useT();
  const [tab, setTab] = useState<MsgTab>(initialTodoKind ? MSG_TAB.TODO : MSG_TAB.MESSAGES);
  const [todoKind, setTodoKind] = useState<TodoKind | undefined>(initialTodoKind);
  const [keyword, setKeyword] = useState('');
  const filter = useMemo<MessageFilter>(
    () => ({
      ...(tab === MSG_TAB.TODO && todoKind ? { todoKind } : {}),
      ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
    }),
    [tab, todoKind, keyword],
  );
  const filtered = Object.keys(filter).length > 0;
  const list = useMessageList(factoryId, tab, filter);
  const actions = useMessageActions({
    factoryId,
    tab,
    list,
    onCountsChanged,
    onNavigate,
    onOpenAcceptance,
  });
  const empty = list.rows.length === 0;

  const { prepend, reload, drop } = list;
  const lang = liveTextLang(useLocaleStore((state) => state.locale));
  useEffect(
    () =>
      subscribeLive('task', (frame) => {
        if (frame.factoryId !== factoryId || frame.msgType !== tab) return;
        // A filtered list asks the server whether the new row belongs to it; a frame in another language than this
        // tab's (the socket is held by another tab of the user, docs/i18n.md "Live frames") is asked in this one.
        if (filtered || frame.lang !== lang) reload();
        else prepend(frame.taskMsg);
      }),
    [factoryId, tab, prepend, reload, filtered, lang],
  );
  useEffect(
    () =>
      subscribeLive('todosDone', (frame) => {
        if (frame.factoryId === factoryId && tab === MSG_TAB.TODO) drop(frame.doneMsgIds);
      }),
    [factoryId, tab, drop],
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
      <div className="woms-message-center-filter">
        {tab === MSG_TAB.TODO && (
          <Select<TodoKind | ''>
            size="small"
            aria-label={t('messages.todoKind.all')}
            className="woms-message-center-kind"
            value={todoKind ?? ''}
            onChange={(v) => setTodoKind(v === '' ? undefined : v)}
            options={[
              { value: '', label: t('messages.todoKind.all') },
              ...TODO_KINDS.filter((k) => k !== TODO_KIND.OTHER).map((k) => ({
                value: k,
                label: t(`messages.todoKind.${k}`),
              })),
            ]}
          />
        )}
        <Input.Search
          size="small"
          allowClear
          aria-label={t('messages.search')}
          placeholder={t('messages.search')}
          maxLength={MESSAGE_KEYWORD_MAX}
          onSearch={(v) => setKeyword(v)}
        />
      </div>
      <Spin spinning={list.loading}>
        {empty ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(filtered ? 'messages.noMatch' : 'common.noData')}
          />
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
