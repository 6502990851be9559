/**
 * What a reviewer reads before deciding (the audit and the acceptance dialogs): the order's fields with its report
 * content, the report's photos and videos, and the handling in full (result, finish time, fix type, description,
 * parts, handling photos and videos). The same pieces as the repair detail dialog, in its order.
 */
import { Divider } from 'antd';
import type { WoDetail } from '@contract/work-order';
import { useT } from '@/shared/i18n';
import { AttachmentMedia } from './attachment-media';
import { HandlingFeedback } from './handling-feedback';
import { OrderInfo } from './order-info';

export function OrderReview({ order }: { order: WoDetail }) {
  const t = useT();
  return (
    <>
      <Divider orientation="left">{t('woDlg.accept.task')}</Divider>
      <OrderInfo order={order} />
      <Divider orientation="left">{t('woDlg.detail.media')}</Divider>
      <AttachmentMedia images={order.attachmentList} videos={order.videoAttachmentList} />
      <Divider orientation="left">{t('woDlg.accept.handle')}</Divider>
      <HandlingFeedback order={order} />
    </>
  );
}
