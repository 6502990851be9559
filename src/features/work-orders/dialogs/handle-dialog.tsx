/**
 * Handling an order (POST …/{kind}/{id}/handle, log 1): result (dictionary oms_handle_result), a
 * description of at most 100 characters, the parts used, photos (jpg/png) and videos (mp4); an
 * inspection also records the result of each check item (loaded with the order).
 */
import { Divider, Form, Spin } from 'antd';
import { useEffect } from 'react';
import { DICT_TYPE } from '@contract/dict';
import { WO_ATTACHMENTS_MAX, WO_TEXT_MAX, type WoHandleBody, type WoRow } from '@contract/work-order';
import { FieldItem, validateAll, type FieldSpec, type FormValues } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { handleOrder } from '../api';
import { textCheck, trimmed } from './checks';
import { InspectResultsEditor, itemResultsOf, itemsBody } from './inspect-results-editor';
import { MediaUpload, useUploadsBusy } from '@/shared/upload';
import { OrderSummary } from './order-summary';
import { PartsEditor, partsBody } from './parts-editor';
import { useDictOptions } from '@/shared/form/use-dict-options';
import { useOrder } from './use-order';
import { useOrdersChanged } from './use-orders-changed';
import { FormDialog } from '@/shared/form/form-dialog';
import { useSubmit } from '@/shared/form/use-submit';
import { useIdempotencyKey } from '@/shared/api';
import { useFormDraft } from '@/shared/form/draft';

export interface HandleDialogProps {
  open: boolean;
  order: WoRow | null;
  onClose: () => void;
  onDone: () => void;
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? (value as number[]) : []);

export function HandleDialog({ open, order, onClose, onDone }: HandleDialogProps) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const draft = useFormDraft(form, open && order ? `order-handle:${order.kind}:${order.taskId}` : null);
  const { busy, send } = useSubmit();
  const intent = useIdempotencyKey();
  const { uploading, track } = useUploadsBusy();
  const changed = useOrdersChanged();
  const isInspect = order?.kind === 'inspect';
  // a maintenance order a plan made carries its checklist's items (docs/plans.md "Check items on the order")
  const hasItems = isInspect || order?.kind === 'maint';
  const hasFixType = order?.kind === 'fix' || order?.kind === 'planFix';
  // Check items come with the order (inspection, or maintenance from a plan).
  const { order: detail, loading } = useOrder(
    open && hasItems,
    order?.kind ?? 'inspect',
    order?.taskId ?? null,
  );
  const items = detail?.items ?? [];
  const showItems = isInspect || items.length > 0;
  const results = useDictOptions(DICT_TYPE.HANDLE_RESULT, open);
  const fixTypes = useDictOptions(DICT_TYPE.FIX_TYPE, open && hasFixType);

  useEffect(() => {
    if (detail) form.setFieldValue('itemResults', itemResultsOf(detail.items));
  }, [detail, form]);

  const fields: FieldSpec[] = [
    { type: 'select', prop: 'handleResult', label: t('woDlg.h.result'), required: true, options: results },
    ...(hasFixType
      ? [
          {
            type: 'select',
            prop: 'handleFixType',
            label: t('woDlg.h.fixType'),
            options: fixTypes,
          } as FieldSpec,
        ]
      : []),
    {
      type: 'textarea',
      countMax: WO_TEXT_MAX,
      prop: 'handleDesc',
      label: t('woDlg.h.desc'),
      required: true,
      validator: textCheck(t, t('woDlg.h.desc'), { required: true }),
    },
  ];

  const save = async () => {
    if (!order || !(await validateAll(form))) return;
    const values = form.getFieldsValue(true) as FormValues;
    const photos = ids(values.attachmentIds);
    const videos = ids(values.videoIds);
    const fixType = trimmed(values.handleFixType);
    const body: WoHandleBody = {
      handleResult: String(values.handleResult),
      handleDesc: trimmed(values.handleDesc) ?? '',
      ...(fixType ? { handleFixType: fixType } : {}),
      parts: partsBody(values.parts),
      ...(photos.length ? { attachmentIds: photos } : {}),
      ...(videos.length ? { videoIds: videos } : {}),
      ...(showItems ? { items: itemsBody(items, values) } : {}),
    };
    await send(
      () => handleOrder(order.kind, order.taskId, body, intent.key),
      () => {
        intent.renew();
        changed();
        onDone();
      },
    );
  };

  return (
    <FormDialog
      draft={draft}
      open={open}
      title={t('woDlg.h.title')}
      width={1000}
      busy={busy}
      disabled={uploading || !order || loading}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      {order && <OrderSummary order={order} />}
      <Form form={form} name="wo-handle" labelCol={{ flex: '115px' }} labelWrap initialValues={{ parts: [] }}>
        {showItems && (
          <>
            <Divider orientation="left">{t(isInspect ? 'woDlg.h.items' : 'woCheck.items')}</Divider>
            {loading ? <Spin /> : <InspectResultsEditor items={items} track={track} />}
            <Divider />
          </>
        )}
        {fields.map((field) => (
          <FieldItem key={field.prop} field={field} />
        ))}
        <Form.Item label={t('woDlg.h.parts')}>
          <PartsEditor form={form} factoryId={order?.factoryId ?? null} />
        </Form.Item>
        <Form.Item name="attachmentIds" label={t('woDlg.h.photos')}>
          <MediaUpload media="image" max={WO_ATTACHMENTS_MAX} onBusyChange={track('photos')} />
        </Form.Item>
        <Form.Item name="videoIds" label={t('woDlg.h.videos')}>
          <MediaUpload media="video" max={WO_ATTACHMENTS_MAX} onBusyChange={track('videos')} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
