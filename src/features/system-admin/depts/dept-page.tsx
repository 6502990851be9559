/**
 * 部门管理 (docs/administration.md "部门管理"): the department tree with its users counted; add (at the top or below a
 * department), edit or move, and delete, each behind its code. The server refuses deleting a department with children
 * or users (its message says which and how many) and a move under the department itself; its message is shown.
 */
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useCallback, useMemo, useState } from 'react';
import { DEPT_ROOT, type DeptListQuery } from '@contract/dept';
import { PERM } from '@contract/permissions';
import { useT } from '@/shared/i18n';
import { Permission } from '@/shared/permissions';
import { usePageQuery } from '@/shared/query';
import { notify } from '@/shared/ui/notify';
import { useConfirm } from '@/shared/ui/use-confirm';
import { adminKeys } from '../query-keys';
import { deleteDept, fetchDepts } from './api';
import { DeptDialog, type DeptDialogState } from './dept-dialog';
import { deptTree, type DeptTreeRow } from './dept-tree';

export default function DeptPage() {
  const t = useT();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [dialog, setDialog] = useState<DeptDialogState>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const filter: DeptListQuery = name.trim() ? { deptName: name.trim() } : {};
  const list = usePageQuery({
    queryKey: [...adminKeys.depts, 'list', filter],
    queryFn: () => fetchDepts(filter),
    placeholderData: keepPreviousData,
  });
  const tree = useMemo(() => deptTree(list.data ?? []), [list.data]);
  // Every department open but those closed by hand, so that one added or moved shows where it went.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const expanded = (list.data ?? []).map((d) => d.deptId).filter((id) => !collapsed.has(id));
  const onExpand = (open: boolean, row: DeptTreeRow) =>
    setCollapsed((was) => {
      const next = new Set(was);
      if (open) next.delete(row.deptId);
      else next.add(row.deptId);
      return next;
    });

  const remove = (row: DeptTreeRow) =>
    confirm(t('dept.confirmRemove', { name: row.deptName }), async () => {
      const reply = await deleteDept(row.deptId).catch(() => null);
      if (reply) {
        notify('success', reply.msg);
        void client.invalidateQueries({ queryKey: adminKeys.depts });
      }
    });

  const columns: TableColumnsType<DeptTreeRow> = [
    { title: t('dept.name'), dataIndex: 'deptName', key: 'deptName' },
    { title: t('dept.orderNum'), dataIndex: 'orderNum', key: 'orderNum', width: 90 },
    { title: t('dept.userCount'), dataIndex: 'userCount', key: 'userCount', width: 100 },
    {
      title: t('dept.status'),
      dataIndex: 'status',
      key: 'status',
      width: 100,
      render: (status: DeptTreeRow['status']) =>
        status === '0' ? (
          <Tag color="green">{t('dept.status.normal')}</Tag>
        ) : (
          <Tag color="red">{t('dept.status.disabled')}</Tag>
        ),
    },
    {
      title: t('dept.actions'),
      key: 'actions',
      width: 260,
      render: (_v, row) => (
        <Space size={4}>
          <Permission codes={[PERM.DEPT_ADD]}>
            <Button
              size="small"
              type="link"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ mode: 'add', parentId: row.deptId })}
            >
              {t('dept.addChild')}
            </Button>
          </Permission>
          <Permission codes={[PERM.DEPT_EDIT]}>
            <Button
              size="small"
              type="link"
              icon={<EditOutlined />}
              onClick={() => setDialog({ mode: 'edit', row })}
            >
              {t('dept.edit')}
            </Button>
          </Permission>
          <Permission codes={[PERM.DEPT_REMOVE]}>
            <Button size="small" type="link" danger icon={<DeleteOutlined />} onClick={() => remove(row)}>
              {t('dept.remove')}
            </Button>
          </Permission>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('dept.title')}
      data-testid="dept-page"
      extra={
        <Space>
          <Input.Search allowClear placeholder={t('dept.search')} onSearch={setName} style={{ width: 220 }} />
          <Permission codes={[PERM.DEPT_ADD]}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ mode: 'add', parentId: DEPT_ROOT })}
            >
              {t('dept.add')}
            </Button>
          </Permission>
        </Space>
      }
    >
      <Table<DeptTreeRow>
        rowKey="deptId"
        columns={columns}
        dataSource={tree}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowKeys: expanded, onExpand }}
      />
      <DeptDialog state={dialog} onClose={closeDialog} />
    </Card>
  );
}
