/**
 * User management (the item 7, docs/requirements.md §7 "Users"): a department tree, a query form with a
 * factory filter, the generic table with the server's sys_user columns, and add / edit / delete /
 * reset password / factory binding / export, each gated by its permission code.
 */
import { Button, Col, Row, Space, Switch } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useRef, useState } from 'react';
import { PERM } from '@contract/permissions';
import type { UserRow } from '@contract/user';
import { Permission, usePermission } from '@/shared/permissions';
import { downloadBlob } from '@/shared/download';
import { QueryForm, type FormValues, type GenericFormHandle } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { GenericTable } from '@/shared/table';
import { AreaTreeSelect } from '@/shared/tree-select';
import { notify } from '@/shared/ui/notify';
import { useConfirm } from '@/shared/ui/use-confirm';
import { changeStatus, removeUser } from './api';
import { ACTIONS_PROP, STATUS_DISABLED, STATUS_NORMAL, toColumnSpecs, withStatusColor } from './columns';
import { DeptTree } from './dept-tree';
import { FactoryBindDialog } from './factory-bind-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { queryFields } from './user-fields';
import { UserFormDialog } from './user-form-dialog';
import { cleanFilter, useUserList } from './use-user-list';
import { useUserOptions } from './use-user-options';

export const USER_TABLE_ID = 'sys_user';

/** Runs a call whose refusal the client already showed; the page only goes on after a success. */
async function attempt(call: () => Promise<{ msg: string }>, then: () => void) {
  try {
    notify('success', (await call()).msg);
    then();
  } catch {
    // shown by the client (e.g. 当前用户不能删除, 不能删除最后一个管理员)
  }
}

export default function UserPage() {
  const t = useT();
  const can = usePermission();
  const confirm = useConfirm();
  const list = useUserList();
  const { depts, roles, idTypes, genColumns } = useUserOptions();
  const queryRef = useRef<GenericFormHandle>(null);
  const [factoryId, setFactoryId] = useState<number>();
  const [extraRows, setExtraRows] = useState(0);
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [binding, setBinding] = useState<UserRow | null>(null);

  const mayToggle = can(PERM.USER_EDIT);
  const normal = t('users.status.normal');
  const disabled = t('users.status.disabled');
  const actionsLabel = t('users.actions');
  const columns = useMemo(
    () => toColumnSpecs(genColumns, { normal, disabled }, actionsLabel),
    [genColumns, normal, disabled, actionsLabel],
  );
  const rows = useMemo(() => list.rows.map(withStatusColor), [list.rows]);
  const fields = queryFields(t, depts);

  const { search, reload } = list;
  const searchWith = useCallback(
    (values: FormValues, factory: number | undefined) =>
      search(cleanFilter({ ...values, factoryId: factory })),
    [search],
  );
  const currentValues = () => queryRef.current?.getValues() ?? {};

  const selectDept = (deptId: number | undefined) => {
    queryRef.current?.form.setFieldValue('deptId', deptId);
    searchWith(currentValues(), factoryId);
  };
  const selectFactory = (id: number | undefined) => {
    setFactoryId(id);
    searchWith(currentValues(), id);
  };

  const toggleStatus = (row: UserRow) => {
    const next = row.status === STATUS_NORMAL ? STATUS_DISABLED : STATUS_NORMAL;
    const action = t(next === STATUS_NORMAL ? 'users.action.enable' : 'users.action.disable');
    confirm(t('users.confirmStatus', { action, name: row.userName }), () =>
      attempt(() => changeStatus({ userId: row.userId, status: next }), reload),
    );
  };
  const remove = (row: UserRow) =>
    confirm(t('users.confirmRemove', { name: row.userName }), () =>
      attempt(() => removeUser(row.userId), reload),
    );
  const exportUsers = () => {
    // The server reads the filter from the query string of the POST (its schema is a querystring).
    const query = new URLSearchParams(Object.entries(list.filter).map(([k, v]) => [k, String(v)]));
    const suffix = query.toString() ? `?${query.toString()}` : '';
    downloadBlob({
      method: 'POST',
      url: `/system/user/export${suffix}`,
      data: list.filter,
      filename: `user_${dayjs().format('YYYYMMDD')}.csv`,
    }).catch(() => undefined);
  };

  // The status as a switch (with the 温馨提示 confirm) for users who may change it, and the row's actions.
  const renderCell = (prop: string, row: UserRow) => {
    if (prop === 'status' && mayToggle) {
      return (
        <Switch
          size="small"
          checked={row.status === STATUS_NORMAL}
          checkedChildren={normal}
          unCheckedChildren={disabled}
          aria-label={`${t('users.status')} ${row.userName}`}
          onChange={() => toggleStatus(row)}
        />
      );
    }
    if (prop !== ACTIONS_PROP) return undefined;
    return (
      <Space size={0} wrap>
        <Permission codes={PERM.USER_EDIT}>
          <Button size="small" type="link" onClick={() => setEditing(row.userId)}>
            {t('users.edit')}
          </Button>
        </Permission>
        <Permission codes={PERM.USER_REMOVE}>
          <Button size="small" type="link" danger onClick={() => remove(row)}>
            {t('users.remove')}
          </Button>
        </Permission>
        <Permission codes={PERM.USER_RESET_PWD}>
          <Button size="small" type="link" onClick={() => setResetting(row)}>
            {t('users.resetPwd')}
          </Button>
        </Permission>
        <Permission codes={PERM.USER_EDIT}>
          <Button size="small" type="link" onClick={() => setBinding(row)}>
            {t('users.bind')}
          </Button>
        </Permission>
      </Space>
    );
  };

  const toolbar = (
    <Space wrap>
      <Permission codes={PERM.USER_ADD}>
        <Button type="primary" onClick={() => setEditing(null)}>
          {t('users.add')}
        </Button>
      </Permission>
      <Permission codes={PERM.USER_EXPORT}>
        <Button onClick={exportUsers}>{t('users.export')}</Button>
      </Permission>
    </Space>
  );

  return (
    <Row gutter={16} className="users-page">
      <Col flex="220px">
        <DeptTree depts={depts} selected={list.filter.deptId} onSelect={selectDept} />
      </Col>
      <Col flex="1" style={{ minWidth: 0 }}>
        <Space style={{ marginBottom: 12 }}>
          <label htmlFor="users-factory">{t('users.factory')}</label>
          <AreaTreeSelect
            id="users-factory"
            value={factoryId ?? null}
            onChange={selectFactory}
            pickDefault={false}
            allowClear
            style={{ width: 240 }}
          />
        </Space>
        <QueryForm
          ref={queryRef}
          fields={fields}
          onSearch={(values) => searchWith(values, factoryId)}
          onReset={(values) => {
            setFactoryId(undefined);
            searchWith(values, undefined);
          }}
          onLayoutRows={setExtraRows}
        />
        <GenericTable<UserRow>
          tableId={USER_TABLE_ID}
          columns={columns}
          rows={rows}
          total={list.total}
          pageNum={list.pageNum}
          pageSize={list.pageSize}
          onPageChange={list.changePage}
          loading={list.loading}
          extraQueryRows={extraRows}
          renderCell={renderCell}
          rowKey="userId"
          toolbar={toolbar}
        />
      </Col>
      <UserFormDialog
        userId={editing}
        depts={depts}
        roles={roles}
        idTypes={idTypes}
        onClose={() => setEditing(undefined)}
        onSaved={reload}
      />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <FactoryBindDialog user={binding} onClose={() => setBinding(null)} />
    </Row>
  );
}
