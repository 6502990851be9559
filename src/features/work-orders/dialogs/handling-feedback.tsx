/**
 * The handling of an order in full (docs/requirements.md §3 "Work order acceptance detail"): result, finish time, the
 * fix type chosen (repairs and troubleshooting), description, the check items with their results (inspections), the
 * parts used with quantities and units, and the handling photos and videos. One block for every place that shows it:
 * the detail, the audit and the acceptance dialogs and the printed order sheet (docs/work-order-lifecycle.md "Order
 * sheet"), so a reviewer reads what is printed.
 */
import { Descriptions, Table, Typography, type DescriptionsProps, type TableColumnsType } from 'antd';
import { DICT_TYPE } from '@contract/dict';
import type { InspectItem, WoDetail, WoPart } from '@contract/work-order';
import { useDictOptions } from '@/shared/form/use-dict-options';
import { useT } from '@/shared/i18n';
import { AttachmentMedia } from './attachment-media';
import { InspectItemsView } from './inspect-items-view';
import { detailStyles } from './order-info';
import { assetTypeLabel } from './parts-options';

export function PartsView({ parts }: { parts: readonly WoPart[] }) {
  const t = useT();
  const columns: TableColumnsType<WoPart> = [
    { title: t('woDlg.p.code'), dataIndex: 'partsCode' },
    { title: t('woDlg.p.name'), dataIndex: 'partsName' },
    { title: t('woDlg.p.specs'), dataIndex: 'partsSpecs', render: (v: string) => v || '-' },
    { title: t('woDlg.p.quantity'), dataIndex: 'quantity', width: 80 },
    // A free row has a unit only as a metered consumable (1034, requirements §5); a part from stock carries its
    // catalogue's unit (docs/parts.md "Orders"): whichever was stored is what the quantity counts.
    { title: t('woDlg.p.unit'), dataIndex: 'unit', width: 70, render: (v: string) => v || '-' },
    {
      title: t('woDlg.p.assetType'),
      dataIndex: 'assetType',
      render: (v: string) => (v ? assetTypeLabel(v, t) : '-'),
    },
  ];
  return (
    <Table<WoPart>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={[...parts]}
      pagination={false}
      locale={{ emptyText: t('woDlg.p.none') }}
    />
  );
}

/** The kinds whose handling names a fix type (the handle dialog offers it for them only). */
const hasFixType = (order: WoDetail): boolean => order.kind === 'fix' || order.kind === 'planFix';

export interface HandlingFeedbackProps {
  order: WoDetail;
  /** an abnormal check item not yet raised offers 生成维修工单 (the detail dialog, InspectItemsView) */
  onRaise?: ((item: InspectItem) => void) | undefined;
  /** a raise is in flight */
  busy?: boolean;
  /** on the printed order sheet: larger photos, videos by name (AttachmentMedia) */
  sheet?: boolean;
}

export function HandlingFeedback({ order, onRaise, busy = false, sheet = false }: HandlingFeedbackProps) {
  const t = useT();
  const handled = Boolean(order.handleFinishTime || order.handleResult);
  const fixTypes = useDictOptions(DICT_TYPE.FIX_TYPE, handled && order.handleFixType !== '');
  // a maintenance order's items raise their repairs as it is handled (docs/plans.md): no button for them
  const items =
    (order.kind === 'inspect' || order.kind === 'maint') && order.items.length > 0 ? (
      <InspectItemsView
        items={order.items}
        onRaise={order.kind === 'inspect' ? onRaise : undefined}
        busy={busy}
      />
    ) : null;
  if (!handled)
    return (
      <>
        <Typography.Text type="secondary">{t('woDlg.h.notYet')}</Typography.Text>
        {/* an inspection not yet handled still shows what is to be checked */}
        {items && <div style={{ marginTop: 8 }}>{items}</div>}
      </>
    );
  const fixType = fixTypes.find((o) => String(o.value) === order.handleFixType)?.label ?? order.handleFixType;
  type Items = NonNullable<DescriptionsProps['items']>;
  const fixTypeItem: Items = hasFixType(order)
    ? [{ key: 'fixType', label: t('woDlg.h.fixType'), children: fixType || '-' }]
    : [];
  const itemsItem: Items = items
    ? [
        {
          key: 'items',
          label: t(order.kind === 'inspect' ? 'woDlg.h.items' : 'woCheck.items'),
          children: items,
          span: 2,
        },
      ]
    : [];
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      styles={detailStyles}
      items={[
        { key: 'exec', label: t('woDlg.f.execByName'), children: order.execByName || '-' },
        { key: 'finish', label: t('woDlg.h.finishTime'), children: order.handleFinishTime ?? '-' },
        {
          key: 'result',
          label: t('woDlg.h.result'),
          children: order.handleResultLabel || order.handleResult,
          span: fixTypeItem.length > 0 ? 1 : 2,
        },
        ...fixTypeItem,
        { key: 'desc', label: t('woDlg.h.desc'), children: order.handleDesc || '-', span: 2 },
        ...itemsItem,
        { key: 'parts', label: t('woDlg.h.parts'), children: <PartsView parts={order.partsList} />, span: 2 },
        {
          key: 'photos',
          label: t('woDlg.h.photos'),
          children: <AttachmentMedia images={order.handleAttachmentList} sheet={sheet} />,
          span: 2,
        },
        {
          key: 'videos',
          label: t('woDlg.h.videos'),
          children: <AttachmentMedia images={[]} videos={order.handleVideoAttachmentList} sheet={sheet} />,
          span: 2,
        },
      ]}
    />
  );
}
