/** The acceptance records of an order (SPEC §3 "Acceptance row"): time, dispatcher, acceptor, result, description. */
import { Table, Tag, type TableColumnsType } from 'antd';
import { VERDICT, type AcceptRow } from '@contract/work-order';
import { useT } from '@/shared/i18n';
import { AttachmentMedia } from './attachment-media';

export function AcceptTable({ rows }: { rows: readonly AcceptRow[] }) {
  const t = useT();
  const columns: TableColumnsType<AcceptRow> = [
    { title: t('woDlg.acc.time'), dataIndex: 'acceptTime', width: 170 },
    { title: t('woDlg.acc.distributeBy'), dataIndex: 'distributeByName', width: 110 },
    { title: t('woDlg.acc.acceptBy'), dataIndex: 'acceptByName', width: 110 },
    {
      title: t('woDlg.acc.result'),
      dataIndex: 'acceptResult',
      width: 110,
      render: (_v, row) => (
        <Tag color={row.acceptResult === VERDICT.PASS ? 'success' : 'error'}>
          {row.acceptResultLabel ||
            t(row.acceptResult === VERDICT.PASS ? 'woDlg.verdict.acceptPass' : 'woDlg.verdict.acceptReject')}
        </Tag>
      ),
    },
    { title: t('woDlg.acc.desc'), dataIndex: 'acceptDesc', render: (v: string) => v || '-' },
    {
      title: t('woDlg.acc.media'),
      key: 'media',
      width: 200,
      render: (_v, row) => (
        <AttachmentMedia images={row.attachmentList} videos={row.videoAttachmentList} compact />
      ),
    },
  ];
  return (
    <Table<AcceptRow>
      size="small"
      rowKey="acceptId"
      columns={columns}
      dataSource={[...rows]}
      pagination={false}
      locale={{ emptyText: t('woDlg.acc.none') }}
    />
  );
}
