/**
 * What the executor reported (docs/requirements.md §3 "Work order acceptance detail"): result, finish time, the fix
 * type chosen (repairs and troubleshooting), description, the parts used, and the handling photos and videos.
 */
import { Descriptions, Table, Typography, type DescriptionsProps, type TableColumnsType } from 'antd';
import { DICT_TYPE } from '@contract/dict';
import type { WoDetail, WoPart } from '@contract/work-order';
import { useDictOptions } from '@/shared/form/use-dict-options';
import { useT } from '@/shared/i18n';
import { AttachmentMedia } from './attachment-media';
import { detailStyles } from './order-info';
import { assetTypeLabel, unitEnabled } from './parts-options';

export function PartsView({ parts }: { parts: readonly WoPart[] }) {
  const t = useT();
  const columns: TableColumnsType<WoPart> = [
    { title: t('woDlg.p.code'), dataIndex: 'partsCode' },
    { title: t('woDlg.p.name'), dataIndex: 'partsName' },
    { title: t('woDlg.p.specs'), dataIndex: 'partsSpecs', render: (v: string) => v || '-' },
    { title: t('woDlg.p.quantity'), dataIndex: 'quantity', width: 80 },
    {
      title: t('woDlg.p.assetType'),
      dataIndex: 'assetType',
      render: (v: string) => (v ? assetTypeLabel(v, t) : '-'),
    },
    {
      title: t('woDlg.p.unit'),
      dataIndex: 'unit',
      width: 70,
      render: (v: string, row) => (unitEnabled(row.assetType) && v ? v : '-'),
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

export function HandlingFeedback({ order }: { order: WoDetail }) {
  const t = useT();
  const handled = Boolean(order.handleFinishTime || order.handleResult);
  const fixTypes = useDictOptions(DICT_TYPE.FIX_TYPE, handled && order.handleFixType !== '');
  if (!handled) return <Typography.Text type="secondary">{t('woDlg.h.notYet')}</Typography.Text>;
  const fixType = fixTypes.find((o) => String(o.value) === order.handleFixType)?.label ?? order.handleFixType;
  const fixTypeItem: NonNullable<DescriptionsProps['items']> = hasFixType(order)
    ? [{ key: 'fixType', label: t('woDlg.h.fixType'), children: fixType || '-', span: 2 }]
    : [];
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      styles={detailStyles}
      items={[
        {
          key: 'result',
          label: t('woDlg.h.result'),
          children: order.handleResultLabel || order.handleResult,
        },
        { key: 'finish', label: t('woDlg.h.finishTime'), children: order.handleFinishTime ?? '-' },
        ...fixTypeItem,
        { key: 'desc', label: t('woDlg.h.desc'), children: order.handleDesc || '-', span: 2 },
        { key: 'parts', label: t('woDlg.h.parts'), children: <PartsView parts={order.partsList} />, span: 2 },
        {
          key: 'photos',
          label: t('woDlg.h.photos'),
          children: <AttachmentMedia images={order.handleAttachmentList} />,
          span: 2,
        },
        {
          key: 'videos',
          label: t('woDlg.h.videos'),
          children: <AttachmentMedia images={[]} videos={order.handleVideoAttachmentList} />,
          span: 2,
        },
      ]}
    />
  );
}
