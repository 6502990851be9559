/**
 * The message and to-do drawer of the top bar (docs/requirements.md §2 "Message drawer", §9: 400 px wide).
 * Its own factory filter (msgFactoryId, a tree over the factories the shell hands in) starts on the top
 * bar's factory at every opening; the list, read-all and clear use it. While open it holds the live task
 * channel (docs/requirements.md §2: opening the drawer opens a live channel, closing it ends the channel).
 * The shell owns navigation; the drawer tells it which page a clicked message leads to.
 */
import { useEffect, useMemo, useState } from 'react';
import { Drawer, Empty, TreeSelect } from 'antd';
import type { TodoKind } from '@contract/message';
import type { AreaNode } from '@contract/system';
import { useT } from '@/shared/i18n';
import { toTreeData } from '@/shared/tree-select';
import { useLiveHub } from '@/shared/live/live-hub';
import { MessageCenter } from './message-center';
import type { AcceptanceTarget } from './use-message-actions';
import './message-drawer.css';

/** docs/requirements.md §9 */
const MESSAGE_DRAWER_WIDTH = 400;

export interface MessageDrawerProps {
  open: boolean;
  onClose: () => void;
  /** the top bar's factory: the drawer's filter starts there at every opening; null shows the empty state */
  factoryId: number | null;
  /** the factory tree of the filter (the shell passes the factory picker's) */
  factoryTree?: AreaNode[];
  /** after a read or delete in that factory (the badge's count is resynced by the drawer itself) */
  onCountsChanged?: (factoryId: number) => void;
  /** a clicked message passed its check and the permission gate: open this console path (with query) */
  onNavigate?: (path: string) => void;
  /** an acceptance message: open the 970 px acceptance dialog of this order (docs/requirements.md §2) */
  onOpenAcceptance?: (order: AcceptanceTarget) => void;
  /** open on the 待办 tab filtered to this kind (home's to-do figures); none: the messages tab */
  initialTodoKind?: TodoKind;
}

export function MessageDrawer({ open, onClose, ...rest }: MessageDrawerProps) {
  const t = useT();

  useEffect(() => {
    if (!open) return;
    const live = useLiveHub.getState();
    live.openTask();
    return () => live.closeTask();
  }, [open]);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('messages.title')}
      width={MESSAGE_DRAWER_WIDTH}
      // Unmounted when hidden: each opening starts on the top bar's factory and loads afresh.
      destroyOnHidden
      className="woms-message-drawer"
    >
      <DrawerBody {...rest} />
    </Drawer>
  );
}

function DrawerBody({
  factoryId,
  factoryTree,
  onCountsChanged,
  onNavigate,
  onOpenAcceptance,
  initialTodoKind,
}: Omit<MessageDrawerProps, 'open' | 'onClose'>) {
  const t = useT();
  // The filter's choice holds while the top bar's factory stays the one it was made over.
  const [choice, setChoice] = useState<{ over: number | null; id: number } | null>(null);
  const msgFactoryId = choice && choice.over === factoryId ? choice.id : factoryId;
  const treeData = useMemo(() => toTreeData(factoryTree ?? []), [factoryTree]);

  return (
    <>
      {treeData.length > 0 && (
        <TreeSelect<number>
          className="woms-message-drawer-factory"
          aria-label={t('messages.factory')}
          value={msgFactoryId ?? undefined}
          treeData={treeData}
          onChange={(id) => setChoice({ over: factoryId, id })}
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
          // Tens of factories, not thousands: no virtual list (and every node is in the DOM).
          virtual={false}
          style={{ width: '100%' }}
        />
      )}
      {msgFactoryId === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />
      ) : (
        <MessageCenter
          key={msgFactoryId}
          factoryId={msgFactoryId}
          onCountsChanged={onCountsChanged}
          onNavigate={onNavigate}
          onOpenAcceptance={onOpenAcceptance}
          initialTodoKind={initialTodoKind}
        />
      )}
    </>
  );
}
