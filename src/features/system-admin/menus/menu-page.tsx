/**
 * 菜单管理 (docs/administration.md "菜单管理"): the menu tree of every subsystem (the top-level directories) with its
 * pages and buttons; add (at the top or under a menu), edit (hide, reorder, move, route meta), delete (refused by the
 * server while the menu has children, its message shown). Each action behind its permission code.
 */
import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { MENU_TYPE, type MenuListQuery, type MenuRow } from '@contract/menu';
import { PERM } from '@contract/permissions';
import { QueryForm, type FieldSpec, type FormValues } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import { usePageQuery } from '@/shared/query';
import { menuIcon } from '@/shared/ui/menu-icon';
import { notify } from '@/shared/ui/notify';
import { useConfirm } from '@/shared/ui/use-confirm';
import { adminKeys } from '../query-keys';
import { fetchMenus, removeMenu } from './api';
import { MenuFormDialog, type MenuFormDialogProps } from './menu-form-dialog';
import { menuTree, type MenuTreeRow } from './menu-rows';

const TYPE_TAG = {
  [MENU_TYPE.DIR]: ['blue', 'menus.type.dir'],
  [MENU_TYPE.PAGE]: ['green', 'menus.type.page'],
  [MENU_TYPE.BUTTON]: ['default', 'menus.type.button'],
} as const;

const textOf = (values: FormValues, key: string): string | undefined => {
  const value = values[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

export default function MenuPage() {
  const t = useT();
  const can = usePermission();
  const confirm = useConfirm();
  const [query, setQuery] = useState<MenuListQuery>({});
  const [dialog, setDialog] = useState<MenuFormDialogProps['target']>(undefined);
  const list = usePageQuery({
    queryKey: [...adminKeys.menus, query],
    queryFn: () => fetchMenus(query),
  });
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  const tree = useMemo(() => menuTree(rows), [rows]);
  const mayAdd = can(PERM.MENU_ADD);
  const mayEdit = can(PERM.MENU_EDIT);
  const mayRemove = can(PERM.MENU_REMOVE);

  const remove = (row: MenuRow) =>
    confirm(t('menus.confirmDelete', { name: row.menuName }), async () => {
      try {
        notify('success', (await removeMenu(row.menuId)).msg);
        void list.refetch();
      } catch {
        // the client showed the refusal (children)
      }
    });

  const fields: FieldSpec[] = [
    { type: 'input', label: t('menus.menuName'), prop: 'menuName' },
    {
      type: 'select',
      label: t('menus.status'),
      prop: 'status',
      options: [
        { label: t('status.normal'), value: '0' },
        { label: t('status.disabled'), value: '1' },
      ],
    },
  ];

  const columns: TableColumnsType<MenuTreeRow> = [
    {
      title: t('menus.menuName'),
      dataIndex: 'menuName',
      width: 240,
      render: (name: string, row) => (
        <Space size={6}>
          {row.menuType !== MENU_TYPE.BUTTON && menuIcon(row.icon || undefined)}
          {name}
        </Space>
      ),
    },
    {
      title: t('menus.menuType'),
      dataIndex: 'menuType',
      width: 80,
      render: (type: MenuRow['menuType']) => <Tag color={TYPE_TAG[type][0]}>{t(TYPE_TAG[type][1])}</Tag>,
    },
    { title: t('menus.orderNum'), dataIndex: 'orderNum', width: 70 },
    { title: t('menus.path'), dataIndex: 'path', ellipsis: true },
    { title: t('menus.component'), dataIndex: 'component', ellipsis: true },
    { title: t('menus.perms'), dataIndex: 'perms', ellipsis: true },
    {
      title: t('menus.visible'),
      dataIndex: 'visible',
      width: 80,
      render: (v: string, row) =>
        row.menuType === MENU_TYPE.BUTTON ? null : (
          <Tag color={v === '1' ? 'orange' : 'green'}>{t(v === '1' ? 'menus.hidden' : 'menus.shown')}</Tag>
        ),
    },
    {
      title: t('menus.status'),
      dataIndex: 'status',
      width: 80,
      render: (v: string) => (
        <Tag color={v === '1' ? 'red' : 'green'}>{t(v === '1' ? 'status.disabled' : 'status.normal')}</Tag>
      ),
    },
    ...(mayAdd || mayEdit || mayRemove
      ? [
          {
            title: t('menus.actions'),
            key: 'actions',
            width: 170,
            fixed: 'right' as const,
            render: (_: unknown, row: MenuTreeRow) => (
              <Space size={0}>
                {mayAdd && row.menuType !== MENU_TYPE.BUTTON && (
                  <Button
                    size="small"
                    type="link"
                    onClick={() => setDialog({ add: row.menuId, parentType: row.menuType })}
                  >
                    {t('menus.addChild')}
                  </Button>
                )}
                {mayEdit && (
                  <Button size="small" type="link" onClick={() => setDialog({ edit: row.menuId })}>
                    {t('menus.edit')}
                  </Button>
                )}
                {mayRemove && (
                  <Button size="small" type="link" danger onClick={() => remove(row)}>
                    {t('menus.delete')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <div data-testid="menu-page">
      <QueryForm
        fields={fields}
        onSearch={(v) =>
          setQuery({
            menuName: textOf(v, 'menuName'),
            status: textOf(v, 'status') as MenuListQuery['status'],
          })
        }
      />
      <Space style={{ marginBottom: 12 }}>
        {mayAdd && (
          <Button type="primary" onClick={() => setDialog({ add: 0, parentType: null })}>
            {t('menus.add')}
          </Button>
        )}
        <Button onClick={() => void list.refetch()}>{t('menus.refresh')}</Button>
      </Space>
      <Table<MenuTreeRow>
        size="small"
        rowKey="menuId"
        columns={columns}
        dataSource={tree}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 1100 }}
        // filtered: every match shown; otherwise the subsystems closed, one click opens each
        {...(query.menuName ? { expandable: { defaultExpandAllRows: true } } : {})}
        key={query.menuName ?? ''}
      />
      <MenuFormDialog target={dialog} tree={tree} onClose={() => setDialog(undefined)} />
    </div>
  );
}
