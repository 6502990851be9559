/**
 * A factory's process units as a table in flow order: all parameters, the documents (downloaded through the one
 * client), and the actions each code allows: 上移/下移 and 修改 (archive:process:edit), 删除 (archive:process:remove).
 */
import { Button, Space, Table, Tag } from 'antd';
import type { ProcessUnit } from '@contract/plant-archive';
import { PERM } from '@contract/permissions';
import { downloadFile } from '@/shared/download';
import { useT } from '@/shared/i18n';
import { Permission } from '@/shared/permissions';
import { paramText } from './process-fields';

export interface ProcessTableProps {
  units: ProcessUnit[];
  loading: boolean;
  /** a move in flight: the move buttons wait */
  moving: boolean;
  kindLabel: (kind: string) => string;
  onMove: (index: number, step: -1 | 1) => void;
  onEdit: (unit: ProcessUnit) => void;
  onRemove: (unit: ProcessUnit) => void;
}

export function ProcessTable({
  units,
  loading,
  moving,
  kindLabel,
  onMove,
  onEdit,
  onRemove,
}: ProcessTableProps) {
  const t = useT();
  return (
    <Table<ProcessUnit>
      size="small"
      rowKey="unitId"
      loading={loading}
      pagination={false}
      dataSource={units}
      scroll={{ x: 960 }}
      columns={[
        { key: 'seq', dataIndex: 'seq', title: t('process.seq'), width: 64 },
        { key: 'name', dataIndex: 'name', title: t('process.name'), width: 160 },
        {
          key: 'kind',
          dataIndex: 'kind',
          title: t('process.kind'),
          // the widest kind read whole in English ("Sedimentation"); a kind of two words wraps between them
          width: 130,
          render: (kind: string) => kindLabel(kind),
        },
        {
          key: 'params',
          title: t('process.params'),
          render: (_, unit) => (
            <Space size={[4, 4]} wrap>
              {unit.params.map((p) => (
                <Tag key={p.name}>{paramText(p)}</Tag>
              ))}
            </Space>
          ),
        },
        {
          key: 'documents',
          title: t('process.documents'),
          width: 180,
          render: (_, unit) => (
            <Space direction="vertical" size={0}>
              {unit.documents.map((d) => (
                <Button
                  key={d.fileId}
                  type="link"
                  size="small"
                  onClick={() => void downloadFile(d.fileId, d.fileName)}
                >
                  {d.fileName}
                </Button>
              ))}
            </Space>
          ),
        },
        { key: 'remark', dataIndex: 'remark', title: t('process.remark'), width: 160 },
        {
          key: 'actions',
          title: t('process.actions'),
          fixed: 'right',
          width: 220,
          render: (_, unit, index) => (
            <Space size={0} wrap>
              <Permission codes={PERM.PROCESS_EDIT}>
                <Button
                  type="link"
                  size="small"
                  disabled={moving || index === 0}
                  onClick={() => onMove(index, -1)}
                >
                  {t('process.up')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  disabled={moving || index === units.length - 1}
                  onClick={() => onMove(index, 1)}
                >
                  {t('process.down')}
                </Button>
                <Button type="link" size="small" onClick={() => onEdit(unit)}>
                  {t('process.edit')}
                </Button>
              </Permission>
              <Permission codes={PERM.PROCESS_REMOVE}>
                <Button type="link" size="small" danger onClick={() => onRemove(unit)}>
                  {t('process.remove')}
                </Button>
              </Permission>
            </Space>
          ),
        },
      ]}
    />
  );
}
