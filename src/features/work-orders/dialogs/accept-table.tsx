/**
 * The acceptance records of an order (docs/requirements.md §3 "Acceptance row"): time, dispatcher, acceptor, result,
 * description. With `onRemove` (the detail dialog, viewer holding base:task:accept:accept) a rejected
 * record offers 删除; a passed record is final (the server refuses it too), so it never does.
 */
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { VERDICT, type AcceptRow } from '@contract/work-order';
import { useT } from '@/shared/i18n';
import { AttachmentMedia } from './attachment-media';

export interface AcceptTableProps {
  rows: readonly AcceptRow[];
  onRemove?: ((row: AcceptRow) => void) | undefined;
  /** a removal is in flight: every 删除 is disabled */
  busy?: boolean;
}

export function AcceptTable({ rows, onRemove, busy = false }: AcceptTableProps) {
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
    // the one column without a width: with no rows the fixed ones took its room and stood its title on end
    { title: t('woDlg.acc.desc'), dataIndex: 'acceptDesc', minWidth: 120, render: (v: string) => v || '-' },
    {
      title: t('woDlg.acc.media'),
      key: 'media',
      width: 200,
      render: (_v, row) => (
        <AttachmentMedia images={row.attachmentList} videos={row.videoAttachmentList} compact />
      ),
    },
  ];
  if (onRemove)
    columns.push({
      title: t('woDlg.acc.actions'),
      key: 'actions',
      width: 80,
      render: (_v, row) =>
        row.acceptResult === VERDICT.REJECT ? (
          <Button size="small" type="link" danger disabled={busy} onClick={() => onRemove(row)}>
            {t('woDlg.acc.remove')}
          </Button>
        ) : null,
    });
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
