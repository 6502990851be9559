/**
 * 角色管理 (docs/administration.md "角色管理"): the roles with their data scope and holders, filtered by name, key and
 * status; add, edit, enable or disable and delete, each behind its code. The server refuses deleting a role users
 * hold (its message says how many) and any change of the admin role; its message is shown as it comes.
 */
import { Button, Space, Switch, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { PERM } from '@contract/permissions';
import { ROLE_STATUS, type RoleListQuery, type RoleRow } from '@contract/role';
import { QueryForm, type FieldSpec, type FormValues } from '@/shared/form';
import { pagedTableProps, usePagedQuery } from '@/shared/query';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import { GenericTable, type ColumnSpec } from '@/shared/table';
import { notify } from '@/shared/ui/notify';
import { useShellLayout } from '@/shared/ui/shell-layout';
import { useConfirm } from '@/shared/ui/use-confirm';
import { adminKeys } from '../query-keys';
import { changeRoleStatus, deleteRoles, fetchRoles } from './api';
import { RoleDialog, SCOPE_LABEL } from './role-dialog';

const ACTIONS = 'actions';
/** The admin role holds everything by its key: the server refuses changing it, so the page offers nothing. */
const ADMIN_KEY = 'admin';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const filterOf = (v: FormValues): RoleListQuery => ({
  roleName: text(v.roleName),
  roleKey: text(v.roleKey),
  status: v.status === '0' || v.status === '1' ? v.status : undefined,
});

/** Runs a call whose refusal the client already showed; the list reloads after a success. */
async function attempt(call: () => Promise<{ msg: string }>, then: () => void) {
  try {
    notify('success', (await call()).msg);
    then();
  } catch {
    // shown by the client (e.g. 角色'…'已分配给2个用户，不能删除)
  }
}

export default function RolePage() {
  const t = useT();
  const can = usePermission();
  const confirm = useConfirm();
  const layout = useShellLayout();
  const list = usePagedQuery([...adminKeys.roles, 'list'], fetchRoles, {} as RoleListQuery);
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const mayEdit = can(PERM.ROLE_EDIT);
  const mayRemove = can(PERM.ROLE_REMOVE);
  const normal = t('role.status.normal');
  const disabled = t('role.status.disabled');
  const statusOptions = [
    { label: normal, value: ROLE_STATUS.ENABLED },
    { label: disabled, value: ROLE_STATUS.DISABLED },
  ];

  const fields: FieldSpec[] = [
    { type: 'input', label: t('role.name'), prop: 'roleName' },
    { type: 'input', label: t('role.key'), prop: 'roleKey' },
    { type: 'select', label: t('role.status'), prop: 'status', options: statusOptions },
  ];
  const columns = useMemo<ColumnSpec[]>(
    () => [
      { label: t('role.name'), prop: 'roleName', type: 'text', isShow: true, width: 130 },
      { label: t('role.key'), prop: 'roleKey', type: 'text', isShow: true, width: 130 },
      { label: t('role.sort'), prop: 'roleSort', type: 'number', isShow: true, width: 70 },
      { label: t('role.dataScope'), prop: 'dataScope', type: 'text', isShow: true, width: 140 },
      { label: t('role.userCount'), prop: 'userCount', type: 'number', isShow: true, width: 70 },
      { label: t('role.status'), prop: 'status', type: 'text', isShow: true, width: 100 },
      ...(mayEdit || mayRemove
        ? [
            {
              label: t('role.actions'),
              prop: ACTIONS,
              type: 'text' as const,
              isShow: true,
              width: 120,
              fixed: 'right' as const,
            },
          ]
        : []),
    ],
    [t, mayEdit, mayRemove],
  );

  const toggle = (row: RoleRow) => {
    const next = row.status === ROLE_STATUS.ENABLED ? ROLE_STATUS.DISABLED : ROLE_STATUS.ENABLED;
    confirm(
      t(next === ROLE_STATUS.ENABLED ? 'role.confirmEnable' : 'role.confirmDisable', { name: row.roleName }),
      () => attempt(() => changeRoleStatus({ roleId: row.roleId, status: next }), list.reload),
    );
  };
  const remove = (row: RoleRow) =>
    confirm(t('role.confirmRemove', { name: row.roleName }), () =>
      attempt(() => deleteRoles([row.roleId]), list.reload),
    );

  const renderCell = (prop: string, row: RoleRow) => {
    const locked = row.roleKey === ADMIN_KEY;
    if (prop === 'dataScope') return <Tag>{t(SCOPE_LABEL[row.dataScope])}</Tag>;
    if (prop === 'status') {
      const on = row.status === ROLE_STATUS.ENABLED;
      return mayEdit && !locked ? (
        <Switch
          size="small"
          checked={on}
          checkedChildren={normal}
          unCheckedChildren={disabled}
          aria-label={`${t('role.status')} ${row.roleName}`}
          onChange={() => toggle(row)}
        />
      ) : (
        <Tag color={on ? 'green' : 'red'}>{on ? normal : disabled}</Tag>
      );
    }
    if (prop !== ACTIONS || locked) return undefined;
    return (
      <Space size={0}>
        {mayEdit && (
          <Button size="small" type="link" onClick={() => setEditing(row.roleId)}>
            {t('role.edit')}
          </Button>
        )}
        {mayRemove && (
          <Button size="small" type="link" danger onClick={() => remove(row)}>
            {t('role.remove')}
          </Button>
        )}
      </Space>
    );
  };

  return (
    <div data-testid="role-page">
      <QueryForm fields={fields} onSearch={(v) => list.search(filterOf(v))} />
      <GenericTable<RoleRow>
        tableId="sys_role"
        columns={columns}
        {...pagedTableProps(list)}
        layout={layout}
        rowKey="roleId"
        renderCell={renderCell}
        toolbar={
          can(PERM.ROLE_ADD) ? (
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('role.add')}
            </Button>
          ) : undefined
        }
      />
      <RoleDialog roleId={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}
