/**
 * The message and to-do drawer of the top bar (docs/requirements.md §2 "Message drawer", §9: 400 px wide). The shell
 * owns the factory (the picker's) and navigation; the drawer tells it when counts may have changed
 * (so the badge refreshes) and which page a clicked message leads to.
 */
import { Drawer, Empty } from 'antd';
import { useT } from '@/shared/i18n';
import { MessageCenter } from './message-center';
import type { AcceptanceTarget } from './use-message-actions';
import './message-drawer.css';

/** docs/requirements.md §9 */
export const MESSAGE_DRAWER_WIDTH = 400;

export interface MessageDrawerProps {
  open: boolean;
  onClose: () => void;
  /** the picker's factory; null (not chosen yet) shows the empty state */
  factoryId: number | null;
  /** shown under the title */
  factoryName?: string;
  /** after a read or delete: refresh the message badge */
  onCountsChanged?: () => void;
  /** a clicked message passed its check and the permission gate: open this console path (with query) */
  onNavigate?: (path: string) => void;
  /** an acceptance message: open the 970 px acceptance dialog of this order (docs/requirements.md §2) */
  onOpenAcceptance?: (order: AcceptanceTarget) => void;
}

export function MessageDrawer({
  open,
  onClose,
  factoryId,
  factoryName,
  onCountsChanged,
  onNavigate,
  onOpenAcceptance,
}: MessageDrawerProps) {
  const t = useT();
  const title = (
    <div className="woms-message-drawer-title">
      <span>{t('messages.title')}</span>
      {factoryName && <span className="woms-message-drawer-factory">{factoryName}</span>}
    </div>
  );
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      width={MESSAGE_DRAWER_WIDTH}
      // Unmounted when hidden: each opening (and a factory seen for the first time) loads afresh.
      destroyOnHidden
      className="woms-message-drawer"
    >
      {factoryId === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />
      ) : (
        <MessageCenter
          key={factoryId}
          factoryId={factoryId}
          onCountsChanged={onCountsChanged}
          onNavigate={onNavigate}
          onOpenAcceptance={onOpenAcceptance}
        />
      )}
    </Drawer>
  );
}
