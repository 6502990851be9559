/**
 * Areas and factories (issue "generic components", item 8): the tree with add, add-below, edit and
 * delete, each gated by its permission code. The server refuses deleting a node that still has
 * children or bound users; its message is shown as it comes.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Button, Card, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { DistrictNode } from '@contract/area';
import { PERM } from '@contract/permissions';
import { AREA_NODE_TYPE, type AreaNode } from '@contract/system';
import { areaKeys } from '@/shared/area/query-keys';
import { useT } from '@/shared/i18n';
import { Permission } from '@/shared/permissions';
import { notify } from '@/shared/ui/notify';
import { usePageQuery } from '@/shared/query';
import { useConfirm } from '@/shared/ui/use-confirm';
import { adminKeys } from '../query-keys';
import { deleteArea, fetchAreas, fetchDistricts } from './api';
import { AreaDialog, type AreaDialogState } from './area-dialog';

const NO_NODES: AreaNode[] = [];
const NO_DISTRICTS: DistrictNode[] = [];

export default function AreaPage() {
  const t = useT();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [dialog, setDialog] = useState<AreaDialogState>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const search = name.trim();
  const areas = usePageQuery({
    queryKey: [...adminKeys.areas, 'tree', search],
    queryFn: () => fetchAreas(search || undefined),
    placeholderData: keepPreviousData,
  });
  const tree = areas.data ?? NO_NODES;
  const districts = useQuery({ queryKey: adminKeys.districts, queryFn: fetchDistricts }).data ?? NO_DISTRICTS;
  const reload = () => {
    void client.invalidateQueries({ queryKey: adminKeys.areas });
    void client.invalidateQueries({ queryKey: areaKeys.tree });
  };

  const remove = (node: AreaNode) =>
    confirm(t('area.deleteConfirm', { name: node.label }), async () => {
      const reply = await deleteArea(node.id).catch(() => null);
      if (reply) {
        notify('success', reply.msg);
        reload();
      }
    });

  const columns: TableColumnsType<AreaNode> = [
    { title: t('area.name'), dataIndex: 'label', key: 'label' },
    {
      title: t('area.type'),
      dataIndex: 'type',
      key: 'type',
      width: 100,
      render: (type: AreaNode['type']) =>
        type === AREA_NODE_TYPE.FACTORY ? (
          <Tag color="green">{t('area.type.factory')}</Tag>
        ) : (
          <Tag color="blue">{t('area.type.area')}</Tag>
        ),
    },
    { title: t('area.code'), dataIndex: 'code', key: 'code', width: 160 },
    {
      title: t('area.actions'),
      key: 'actions',
      width: 280,
      render: (_v, node) => (
        <Space size={4}>
          {node.type === AREA_NODE_TYPE.AREA && (
            <Permission codes={[PERM.AREA_ADD]}>
              <Button
                size="small"
                type="link"
                icon={<PlusOutlined />}
                onClick={() => setDialog({ mode: 'add', parentId: node.id })}
              >
                {t('area.addChild')}
              </Button>
            </Permission>
          )}
          <Permission codes={[PERM.AREA_EDIT]}>
            <Button
              size="small"
              type="link"
              icon={<EditOutlined />}
              onClick={() => setDialog({ mode: 'edit', id: node.id })}
            >
              {t('area.edit')}
            </Button>
          </Permission>
          <Permission codes={[PERM.AREA_REMOVE]}>
            <Button size="small" type="link" danger icon={<DeleteOutlined />} onClick={() => remove(node)}>
              {t('area.delete')}
            </Button>
          </Permission>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('area.title')}
      data-testid="area-page"
      extra={
        <Space>
          <Input.Search allowClear placeholder={t('area.search')} onSearch={setName} style={{ width: 220 }} />
          <Permission codes={[PERM.AREA_ADD]}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ mode: 'add', parentId: 0 })}
            >
              {t('area.add')}
            </Button>
          </Permission>
        </Space>
      }
    >
      <Table<AreaNode>
        rowKey="id"
        columns={columns}
        dataSource={tree}
        loading={areas.isFetching}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        key={tree.length === 0 ? 'empty' : 'tree'}
      />
      <AreaDialog
        state={dialog}
        tree={tree}
        districts={districts}
        onClose={closeDialog}
        onSaved={closeDialog}
      />
    </Card>
  );
}
