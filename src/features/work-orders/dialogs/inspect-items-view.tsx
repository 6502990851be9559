/**
 * The check items of an inspection round, read-only: result, what a typed item was answered with
 * (check-answer-view.tsx), remark and the repair order raised from it.
 * With `onRaise` (the viewer holds system:inspect:handle), an abnormal item not yet raised offers
 * 生成维修工单; an item already raised shows only its order number.
 */
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import type { InspectItem } from '@contract/work-order';
import { useT } from '@/shared/i18n';
import { CheckAnswerView, hasEntries } from './check-answer-view';

export interface InspectItemsViewProps {
  items: readonly InspectItem[];
  onRaise?: ((item: InspectItem) => void) | undefined;
  /** a raise is in flight: every raise button is disabled */
  busy?: boolean;
}

export function InspectItemsView({ items, onRaise, busy = false }: InspectItemsViewProps) {
  const t = useT();
  const columns: TableColumnsType<InspectItem> = [
    { title: t('woDlg.r.itemName'), dataIndex: 'itemName' },
    { title: t('woDlg.r.standard'), dataIndex: 'standard', render: (v: string) => v || '-' },
    {
      title: t('woDlg.h.itemResult'),
      dataIndex: 'result',
      width: 100,
      render: (v: InspectItem['result']) =>
        v === null ? (
          '-'
        ) : (
          <Tag color={v === 'normal' ? 'success' : 'error'}>
            {t(v === 'normal' ? 'woDlg.h.normal' : 'woDlg.h.abnormal')}
          </Tag>
        ),
    },
    ...(hasEntries(items)
      ? [
          {
            title: t('woCheck.entered'),
            key: 'entered',
            render: (_v: unknown, item: InspectItem) => <CheckAnswerView item={item} />,
          },
        ]
      : []),
    { title: t('woDlg.h.itemRemark'), dataIndex: 'remark', render: (v: string) => v || '-' },
    {
      title: t('woDlg.f.taskNo'),
      dataIndex: 'raisedTaskNo',
      render: (v: string, item) => {
        if (v) return v;
        const raisable = onRaise && item.result === 'abnormal' && item.raisedTaskId === null;
        return raisable ? (
          <Button size="small" type="link" disabled={busy} onClick={() => onRaise(item)}>
            {t('woDlg.raise.button')}
          </Button>
        ) : (
          '-'
        );
      },
    },
  ];
  return (
    <Table<InspectItem>
      size="small"
      rowKey="itemId"
      columns={columns}
      dataSource={[...items]}
      pagination={false}
    />
  );
}
