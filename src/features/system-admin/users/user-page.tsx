/**
 * User management (the item 7, docs/requirements.md §7 "Users"): a department tree, a query form with a
 * factory filter, the generic table with the server's sys_user columns, and add / edit / delete /
 * reset password / factory binding / export, each gated by its permission code.
 */
import { Button, Col, Row, Space, Switch } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { PERM } from '@contract/permissions';
import type { UserRow } from '@contract/user';
import { usePermission } from '@/shared/permissions';
import { ExportButton } from '@/shared/download';
import { QueryForm, type FormValues, type GenericFormHandle } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { GenericTable } from '@/shared/table';
import { AreaTreeSelect } from '@/shared/tree-select';
import { notify } from '@/shared/ui/notify';
import { useConfirm } from '@/shared/ui/use-confirm';
import { changeStatus, removeUser } from './api';
import { ACTIONS_PROP, STATUS_NORMAL, toColumnSpecs, withStatusColor } from './columns';
import { DeptTree } from './dept-tree';
import { FactoryBindDialog } from './factory-bind-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import {
  ACTION_LABEL,
  USER_EXPORT_PATH,
  statusChange,
  userPageActions,
  type UserRowAction,
} from './user-actions';
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

  const offered = userPageActions(can);
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
    const { next, question } = statusChange(row, t);
    confirm(question, () => attempt(() => changeStatus({ userId: row.userId, status: next }), reload));
  };
  const remove = (row: UserRow) =>
    confirm(t('users.confirmRemove', { name: row.userName }), () =>
      attempt(() => removeUser(row.userId), reload),
    );
  const onRowAction: Record<UserRowAction, (row: UserRow) => void> = {
    edit: (row) => setEditing(row.userId),
    remove,
    resetPwd: setResetting,
    bind: setBinding,
  };
  const add = () => setEditing(null);

  // The status as a switch (with the 温馨提示 confirm) for users who may change it, and the row's actions.
  const renderCell = (prop: string, row: UserRow) => {
    if (prop === 'status' && offered.toggleStatus) {
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
        {offered.row.map((action) => (
          <Button
            key={action}
            size="small"
            type="link"
            danger={action === 'remove'}
            onClick={() => onRowAction[action](row)}
          >
            {t(ACTION_LABEL[action])}
          </Button>
        ))}
      </Space>
    );
  };

  const toolbar = (
    <Space wrap>
      {offered.toolbar.map((action) =>
        action === 'add' ? (
          <Button key={action} type="primary" onClick={add}>
            {t(ACTION_LABEL[action])}
          </Button>
        ) : (
          <ExportButton
            key={action}
            code={PERM.USER_EXPORT}
            url={USER_EXPORT_PATH}
            filter={() => list.filter}
            pageTitle={t('exports.page.users')}
            label={t(ACTION_LABEL[action])}
          />
        ),
      )}
    </Space>
  );

  return (
    <Row gutter={[16, 12]} className="users-page">
      {/* Beside the list from 992 px, above it on a narrower screen (docs/layout.md "Query forms"). */}
      <Col xs={{ flex: '100%' }} lg={{ flex: '220px' }}>
        <DeptTree depts={depts} selected={list.filter.deptId} onSelect={selectDept} />
      </Col>
      <Col xs={{ flex: '100%' }} lg={{ flex: '1' }} style={{ minWidth: 0 }}>
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
          initialValues={list.linkValues}
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
