/**
 * 登录日志 (docs/administration.md "登录日志"): every sign-in with its result and reason, refused refreshes and
 * sign-outs, with the address, browser and OS; by time, account, address and result; the CSV export of the filter;
 * and unlocking an account from a failed row: the throttle's counters of that account at that address and of the
 * account's pace are lifted (the 登录锁定 page's unlock, docs/architecture.md §3 "Sign-in throttle").
 */
import { Button } from 'antd';
import { useMemo } from 'react';
import { lockKey } from '@contract/login-lock';
import { LOG_STATUS, LOGIN_EVENT, LOGIN_EVENTS, LOGIN_REASONS, type LoginLogRow } from '@contract/logs';
import { PERM } from '@contract/permissions';
import type { FieldSpec, FormValues } from '@/shared/form';
import { usePagedQuery } from '@/shared/query';
import { ExportButton } from '@/shared/download';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import type { ColumnSpec } from '@/shared/table';
import { notify } from '@/shared/ui/notify';
import { useConfirm } from '@/shared/ui/use-confirm';
import { unlockLogin } from '../login-locks/api';
import { EVENT_LABEL, REASON_LABEL, STATUS_LABEL, textOf } from '../log-labels';
import { ACTIONS_PROP, actionsColumn, LogList, StatusTag } from '../log-list';
import { adminKeys } from '../query-keys';
import { fetchLoginLogs, LOGIN_LOG_EXPORT_PATH, type LoginLogFilter } from './api';

export const LOGIN_LOG_TABLE_ID = 'sys_logininfor';
const STATUS = 'status';
const STATUSES = Object.values(LOG_STATUS);

/** The query form's values as the list's filter: only what was filled in. */
export function loginFilterOf(values: FormValues): LoginLogFilter {
  const entries = {
    userName: textOf(values.userName),
    ipaddr: textOf(values.ipaddr),
    status: STATUSES.find((s) => s === values.status),
    beginTime: textOf(values.beginTime),
    endTime: textOf(values.endTime),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined)) as LoginLogFilter;
}

/** A failed sign-in of a named account may be held by the throttle: the row offers the unlock. */
const mayHold = (row: LoginLogRow) =>
  row.status === LOG_STATUS.FAIL && row.userName !== '' && row.event === LOGIN_EVENT.LOGIN;

export default function LoginLogPage() {
  const t = useT();
  const can = usePermission();
  const confirm = useConfirm();
  const list = usePagedQuery(adminKeys.loginLogs, fetchLoginLogs, {} as LoginLogFilter);
  const mayUnlock = can(PERM.LOGIN_UNLOCK);

  const statusOptions = useMemo(() => STATUSES.map((s) => ({ label: t(STATUS_LABEL[s]), value: s })), [t]);
  const fields: FieldSpec[] = [
    { type: 'input', label: t('loginLog.account'), prop: 'userName', placeholder: t('log.wholeAccount') },
    { type: 'input', label: t('loginLog.address'), prop: 'ipaddr' },
    { type: 'select', label: t('log.status'), prop: STATUS, options: statusOptions },
    { type: 'datetime', label: t('log.beginTime'), prop: 'beginTime' },
    { type: 'datetime', label: t('log.endTime'), prop: 'endTime' },
  ];
  const columns = useMemo<ColumnSpec[]>(
    () => [
      { label: t('loginLog.time'), prop: 'loginTime', type: 'text', isShow: true, width: 160 },
      { label: t('loginLog.account'), prop: 'userName', type: 'text', isShow: true, width: 110 },
      {
        label: t('loginLog.event'),
        prop: 'event',
        type: 'select',
        isShow: true,
        width: 80,
        options: LOGIN_EVENTS.map((e) => ({ label: t(EVENT_LABEL[e]), value: e })),
      },
      { label: t('log.status'), prop: STATUS, type: 'text', isShow: true, width: 70 },
      {
        label: t('loginLog.reason'),
        prop: 'reason',
        type: 'select',
        isShow: true,
        width: 130,
        options: LOGIN_REASONS.map((r) => ({ label: t(REASON_LABEL[r]), value: r })),
      },
      { label: t('loginLog.msg'), prop: 'msg', type: 'text', isShow: true, width: 170 },
      { label: t('loginLog.address'), prop: 'ipaddr', type: 'text', isShow: true, width: 120 },
      { label: t('loginLog.browser'), prop: 'browser', type: 'text', isShow: true, width: 120 },
      { label: t('loginLog.os'), prop: 'os', type: 'text', isShow: true, width: 110 },
      ...(mayUnlock ? [actionsColumn(t('log.actions'))] : []),
    ],
    [t, mayUnlock],
  );

  const unlock = (row: LoginLogRow) =>
    confirm(t('loginLog.unlockConfirm', { account: row.userName, address: row.ipaddr }), async () => {
      try {
        // the pair (this account at this address) and the account's pace; the address's own counter, shared by
        // every account there, stays for 登录锁定
        await unlockLogin(lockKey.pair(row.userName, row.ipaddr));
        notify('success', (await unlockLogin(lockKey.account(row.userName))).msg);
      } catch {
        // shown by the client
      }
    });

  const renderCell = (prop: string, row: LoginLogRow) => {
    if (prop === STATUS) {
      return <StatusTag status={row.status} />;
    }
    if (prop !== ACTIONS_PROP || !mayHold(row)) return prop === ACTIONS_PROP ? null : undefined;
    return (
      <Button size="small" type="link" danger onClick={() => unlock(row)}>
        {t('loginLog.unlock')}
      </Button>
    );
  };

  return (
    <LogList
      testId="login-log-page"
      tableId={LOGIN_LOG_TABLE_ID}
      fields={fields}
      filterOf={loginFilterOf}
      list={list}
      columns={columns}
      rowKey="infoId"
      renderCell={renderCell}
      exportButton={
        <ExportButton
          code={PERM.LOGININFOR_EXPORT}
          url={LOGIN_LOG_EXPORT_PATH}
          filter={() => list.query}
          pageTitle={t('exports.page.loginLog')}
        />
      }
    />
  );
}
