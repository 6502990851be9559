/**
 * The 970 px acceptance dialog titled 验收工单 (docs/requirements.md §2 Message drawer, §9): task information with the
 * report's photos and videos, the handling feedback in full (order-review.tsx), the acceptance review (earlier acceptance records, and the verdict form when the
 * signed-in user is the order's acceptor now), and a button opening the process timeline.
 */
import { Button, Divider, Form, Modal, Spin } from 'antd';
import { useState } from 'react';
import { availableActions, type WoKind } from '@contract/work-order';
import { validateAll, type FormValues } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { acceptOrder } from '../api';
import { AcceptTable } from './accept-table';
import { AcceptForm, acceptBody } from './accept-form';
import { OrderReview } from './order-review';
import { ProcessTimelineDialog } from './process-timeline-dialog';
import { useOrder } from './use-order';
import { useOrdersChanged } from './use-orders-changed';
import { useSubmit } from '@/shared/form/use-submit';
import { useWoViewer } from './use-wo-viewer';
import { DraftNotice, useDraftClose, useFormDraft } from '@/shared/form/draft';

/** docs/requirements.md §2/§9: the acceptance dialog is 970 px wide. */
export const ACCEPTANCE_DIALOG_WIDTH = 970;

export interface AcceptanceDialogProps {
  open: boolean;
  kind: WoKind;
  taskId: number | null;
  onClose: () => void;
  onDone: () => void;
}

export function AcceptanceDialog({ open, kind, taskId, onClose, onDone }: AcceptanceDialogProps) {
  const t = useT();
  const viewer = useWoViewer();
  const { order, loading } = useOrder(open, kind, taskId);
  const [form] = Form.useForm<FormValues>();
  const draft = useFormDraft(form, open && taskId !== null ? `order-accept:${kind}:${taskId}` : null);
  const cancel = useDraftClose(open, onClose, draft);
  const [timelineOpen, setTimelineOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { busy, send } = useSubmit();
  const changed = useOrdersChanged();
  const mayAccept = order !== null && availableActions(order, viewer).includes('accept');

  const save = async () => {
    if (!order || !(await validateAll(form))) return;
    const body = acceptBody(form.getFieldsValue(true) as FormValues);
    await send(
      () => acceptOrder(order.kind, order.taskId, body),
      () => {
        changed();
        onDone();
      },
    );
  };

  const footer = [
    <Button key="timeline" onClick={() => setTimelineOpen(true)} disabled={taskId === null}>
      {t('woDlg.accept.timeline')}
    </Button>,
    <Button key="close" onClick={cancel}>
      {mayAccept ? t('common.cancel') : t('woDlg.close')}
    </Button>,
    mayAccept && (
      <Button
        key="submit"
        type="primary"
        loading={busy}
        disabled={busy || uploading}
        onClick={() => void save()}
      >
        {t('woDlg.submit')}
      </Button>
    ),
  ];

  return (
    <Modal
      open={open}
      title={t('woDlg.accept.title')}
      width={ACCEPTANCE_DIALOG_WIDTH}
      onCancel={cancel}
      destroyOnHidden
      footer={footer}
    >
      {loading && <Spin />}
      {order && (
        <>
          <OrderReview order={order} />
          <Divider orientation="left">{t('woDlg.accept.review')}</Divider>
          <AcceptTable rows={order.acceptList} />
          {mayAccept && (
            <div style={{ marginTop: 16 }} {...draft.inputProps}>
              <DraftNotice draft={draft} />
              <AcceptForm form={form} onBusyChange={setUploading} />
            </div>
          )}
        </>
      )}
      <ProcessTimelineDialog open={timelineOpen} taskId={taskId} onClose={() => setTimelineOpen(false)} />
    </Modal>
  );
}
