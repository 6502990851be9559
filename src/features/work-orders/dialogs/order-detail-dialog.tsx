/**
 * The read-only repair detail (docs/requirements.md §2 "Repair detail dialog"): every order field with 115 px labels,
 * the report photos and videos, the handling, the acceptance table and the dispatch history
 * (task/log/distribute/list), which warns 暂无工单历史！ when the order was never dispatched.
 */
import { Button, Divider, Empty, Modal, Spin } from 'antd';
import type { TaskLog, WoKind } from '@contract/work-order';
import { useT } from '@/shared/i18n';
import { LINK_PARAMS, linkTo, PAGE_PATHS } from '@/shared/routes/paths';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';
import { notify } from '@/shared/ui/notify';
import { usePageQuery } from '@/shared/query';
import { fetchDistributeLogs } from '../api';
import { workOrderKeys } from '../query-keys';
import { AcceptTable } from './accept-table';
import { AttachmentMedia } from './attachment-media';
import { HandlingFeedback } from './handling-feedback';
import { InspectItemsView } from './inspect-items-view';
import { OrderInfo } from './order-info';
import { ProcessTimeline } from './process-timeline';
import { useDetailActions } from './use-detail-actions';
import { useOrder } from './use-order';

export interface OrderDetailDialogProps {
  open: boolean;
  kind: WoKind;
  taskId: number | null;
  onClose: () => void;
}

/**
 * The dispatch history, keyed by the opened order and fetched at each opening (none shown until this opening's
 * answer); an empty answer warns once per fetch. A refusal shows the empty history without the warning.
 */
function useDispatchHistory(open: boolean, taskId: number | null): TaskLog[] | null {
  const t = useT();
  const query = usePageQuery({
    queryKey: workOrderKeys.dispatchLogs(taskId ?? -1),
    queryFn: async () => {
      const logs = await fetchDistributeLogs(taskId ?? -1);
      if (logs.length === 0) notify('warning', t('woDlg.detail.noDispatch'));
      return logs;
    },
    enabled: open && taskId !== null,
    refetchOnMount: 'always',
  });
  if (!query.isFetchedAfterMount) return null;
  return query.isError ? NO_LOGS : (query.data ?? NO_LOGS);
}

const NO_LOGS: TaskLog[] = [];

export function OrderDetailDialog({ open, kind, taskId, onClose }: OrderDetailDialogProps) {
  const t = useT();
  const { order, loading } = useOrder(open, kind, taskId);
  // Actions on the order (raise a repair, delete a rejected acceptance); the order's fields stay read-only.
  const actions = useDetailActions(taskId);
  const history = useDispatchHistory(open, taskId);
  const navigate = useAppNavigate();
  const openAlarmStory = (alarmRecordId: number) => {
    onClose();
    navigate(linkTo(PAGE_PATHS.ALARM_JOURNAL, { [LINK_PARAMS.ALARM_RECORD_ID]: alarmRecordId }));
  };

  return (
    <Modal
      open={open}
      title={t('woDlg.detail.title')}
      width={970}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('woDlg.close')}</Button>}
    >
      {loading && <Spin />}
      {order && (
        <>
          <OrderInfo order={order} onOpenAlarmStory={openAlarmStory} />
          <Divider orientation="left">{t('woDlg.detail.media')}</Divider>
          <AttachmentMedia images={order.attachmentList} videos={order.videoAttachmentList} />
          {(order.kind === 'inspect' || order.kind === 'maint') && order.items.length > 0 && (
            <>
              <Divider orientation="left">
                {t(order.kind === 'inspect' ? 'woDlg.h.items' : 'woCheck.items')}
              </Divider>
              {/* a maintenance order's items raise their repairs as it is handled (docs/plans.md): no button */}
              <InspectItemsView
                items={order.items}
                onRaise={order.kind === 'inspect' ? actions.raise : undefined}
                busy={actions.busy}
              />
            </>
          )}
          <Divider orientation="left">{t('woDlg.detail.handle')}</Divider>
          <HandlingFeedback order={order} />
          <Divider orientation="left">{t('woDlg.detail.accepts')}</Divider>
          <AcceptTable rows={order.acceptList} onRemove={actions.removeAccept} busy={actions.busy} />
          <Divider orientation="left">{t('woDlg.detail.dispatch')}</Divider>
          {history === null && <Spin />}
          {history?.length === 0 && <Empty description={t('woDlg.detail.noDispatch')} />}
          {history && history.length > 0 && <ProcessTimeline logs={history} />}
        </>
      )}
    </Modal>
  );
}
