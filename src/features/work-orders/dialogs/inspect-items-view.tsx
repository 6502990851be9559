/** The check items of an inspection round, read-only: result, remark and the repair order raised from it. */
import { Table, Tag, type TableColumnsType } from 'antd';
import type { InspectItem } from '@contract/work-order';
import { useT } from '@/shared/i18n';

export function InspectItemsView({ items }: { items: readonly InspectItem[] }) {
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
    { title: t('woDlg.h.itemRemark'), dataIndex: 'remark', render: (v: string) => v || '-' },
    { title: t('woDlg.f.taskNo'), dataIndex: 'raisedTaskNo', render: (v: string) => v || '-' },
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
