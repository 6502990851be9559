/**
 * 登录锁定 (docs/architecture.md §3 "Sign-in throttle"): the sign-in counters that hold failures or a lock right now,
 * per account and address, per address and per account, and lifting one (its own permission code).
 */
import { Alert, Button, Space, Tag } from 'antd';
import { useMemo } from 'react';
import { LOCK_KIND, type LockKind, type LoginLockListQuery, type LoginLockRow } from '@contract/login-lock';
import { PERM } from '@contract/permissions';
import { QueryForm, type FieldSpec, type FormValues } from '@/shared/form';
import { pagedTableProps, usePagedQuery } from '@/shared/query';
import { useT, type MessageKey } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import { GenericTable, type ColumnSpec } from '@/shared/table';
import { notify } from '@/shared/ui/notify';
import { useShellLayout } from '@/shared/ui/shell-layout';
import { useConfirm } from '@/shared/ui/use-confirm';
import { fetchLoginLocks, unlockLogin } from './api';
import { adminKeys } from '../query-keys';

const KIND_LABEL: Record<LockKind, MessageKey> = {
  [LOCK_KIND.PAIR]: 'loginLock.kind.pair',
  [LOCK_KIND.ADDRESS]: 'loginLock.kind.address',
  [LOCK_KIND.ACCOUNT]: 'loginLock.kind.account',
};
const ACTIONS = 'actions';
const STATE = 'state';

const accountOf = (values: FormValues): string | undefined => {
  const value = values.account;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

export default function LoginLockPage() {
  const t = useT();
  const can = usePermission();
  const confirm = useConfirm();
  const layout = useShellLayout();
  const list = usePagedQuery(adminKeys.loginLocks, fetchLoginLocks, {} as LoginLockListQuery);
  const mayUnlock = can(PERM.LOGIN_UNLOCK);

  const fields: FieldSpec[] = [{ type: 'input', label: t('loginLock.account'), prop: 'account' }];
  const columns = useMemo<ColumnSpec[]>(
    () => [
      {
        label: t('loginLock.kind'),
        prop: 'kind',
        type: 'select',
        isShow: true,
        width: 110,
        options: Object.values(LOCK_KIND).map((k) => ({ label: t(KIND_LABEL[k]), value: k })),
      },
      { label: t('loginLock.account'), prop: 'account', type: 'text', isShow: true, width: 120 },
      { label: t('loginLock.address'), prop: 'address', type: 'text', isShow: true, width: 140 },
      { label: t('loginLock.failCount'), prop: 'failCount', type: 'number', isShow: true, width: 90 },
      { label: t('loginLock.windowStart'), prop: 'windowStart', type: 'text', isShow: true, width: 170 },
      { label: t('loginLock.state'), prop: STATE, type: 'text', isShow: true, width: 180 },
      ...(mayUnlock
        ? [
            {
              label: t('loginLock.actions'),
              prop: ACTIONS,
              type: 'text' as const,
              isShow: true,
              width: 80,
              // the action stays in view on a narrow screen
              fixed: 'right' as const,
            },
          ]
        : []),
    ],
    [t, mayUnlock],
  );

  const unlock = (row: LoginLockRow) =>
    confirm(
      t('loginLock.confirm', { who: [row.account, row.address].filter(Boolean).join(' · ') }),
      async () => {
        try {
          notify('success', (await unlockLogin(row.key)).msg);
          list.reload();
        } catch {
          // shown by the client
        }
      },
    );

  const renderCell = (prop: string, row: LoginLockRow) => {
    if (prop === STATE) {
      return row.holdSeconds > 0 ? (
        <Tag color={row.kind === LOCK_KIND.ACCOUNT ? 'orange' : 'red'}>
          {t(row.kind === LOCK_KIND.ACCOUNT ? 'loginLock.paced' : 'loginLock.locked', {
            s: row.holdSeconds,
            until: row.lockedUntil ?? '',
          })}
        </Tag>
      ) : (
        <Tag>{t('loginLock.counting')}</Tag>
      );
    }
    if (prop !== ACTIONS) return undefined;
    return (
      <Button size="small" type="link" danger onClick={() => unlock(row)}>
        {t('loginLock.unlock')}
      </Button>
    );
  };

  return (
    <div data-testid="login-lock-page">
      <Alert type="info" showIcon message={t('loginLock.policy')} style={{ marginBottom: 12 }} />
      <QueryForm fields={fields} onSearch={(v) => list.search({ account: accountOf(v) })} />
      <GenericTable<LoginLockRow>
        tableId="sys_login_lock"
        columns={columns}
        {...pagedTableProps(list)}
        layout={layout}
        rowKey="key"
        renderCell={renderCell}
        toolbar={
          <Space>
            <Button onClick={list.reload}>{t('loginLock.refresh')}</Button>
          </Space>
        }
      />
    </div>
  );
}
