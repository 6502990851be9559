/**
 * 在线用户 (docs/administration.md "在线用户"): the live sign-ins of the users in the caller's scope (account, factory,
 * address, browser, system, signed in, last seen), filtered by account and address, and 强退 one (its own code),
 * which ends it on every instance and signs its browser out with the reason.
 */
import { Button, Space, Tag } from 'antd';
import { useMemo } from 'react';
import type { OnlineListQuery, OnlineRow } from '@contract/online';
import { PERM } from '@contract/permissions';
import { QueryForm, type FieldSpec, type FormValues } from '@/shared/form';
import { pagedTableProps, usePagedQuery } from '@/shared/query';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import { GenericTable, type ColumnSpec } from '@/shared/table';
import { notify } from '@/shared/ui/notify';
import { useShellLayout } from '@/shared/ui/shell-layout';
import { useConfirm } from '@/shared/ui/use-confirm';
import { fetchOnline, forceLogout } from './api';
import { adminKeys } from '../query-keys';

const ACTIONS = 'actions';
const USER = 'userName';
const FACTORY = 'factoryName';

const textOf = (values: FormValues, prop: string): string | undefined => {
  const value = values[prop];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

export default function OnlinePage() {
  const t = useT();
  const can = usePermission();
  const confirm = useConfirm();
  const layout = useShellLayout();
  const list = usePagedQuery(adminKeys.online, fetchOnline, {} as OnlineListQuery);
  const mayForce = can(PERM.ONLINE_FORCE_LOGOUT);

  const fields: FieldSpec[] = [
    { type: 'input', label: t('online.userName'), prop: 'userName' },
    { type: 'input', label: t('online.ipaddr'), prop: 'ipaddr' },
  ];
  const columns = useMemo<ColumnSpec[]>(
    () => [
      { label: t('online.userName'), prop: USER, type: 'text', isShow: true, width: 140 },
      { label: t('online.nickName'), prop: 'nickName', type: 'text', isShow: true, width: 120 },
      { label: t('online.factory'), prop: FACTORY, type: 'text', isShow: true, width: 180 },
      { label: t('online.ipaddr'), prop: 'ipaddr', type: 'text', isShow: true, width: 130 },
      { label: t('online.browser'), prop: 'browser', type: 'text', isShow: true, width: 110 },
      { label: t('online.os'), prop: 'os', type: 'text', isShow: true, width: 90 },
      { label: t('online.loginTime'), prop: 'loginTime', type: 'text', isShow: true, width: 165 },
      { label: t('online.lastSeen'), prop: 'lastSeen', type: 'text', isShow: true, width: 165 },
      ...(mayForce
        ? [
            {
              label: t('online.actions'),
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
    [t, mayForce],
  );

  const force = (row: OnlineRow) =>
    confirm(t('online.confirm', { who: `${row.userName} · ${row.ipaddr}` }), async () => {
      try {
        notify('success', (await forceLogout(row.tokenId)).msg);
        list.reload();
      } catch {
        // shown by the client
      }
    });

  const renderCell = (prop: string, row: OnlineRow) => {
    if (prop === USER && row.current) {
      return (
        <Space size={4}>
          {row.userName}
          <Tag color="blue">{t('online.current')}</Tag>
        </Space>
      );
    }
    if (prop === FACTORY && row.allFactories && row.factoryName === '') return t('online.allFactories');
    if (prop !== ACTIONS || row.current) return undefined;
    return (
      <Button size="small" type="link" danger onClick={() => force(row)}>
        {t('online.forceLogout')}
      </Button>
    );
  };

  return (
    <div data-testid="online-page">
      <QueryForm
        fields={fields}
        onSearch={(v) => list.search({ userName: textOf(v, 'userName'), ipaddr: textOf(v, 'ipaddr') })}
      />
      <GenericTable<OnlineRow>
        tableId="sys_online"
        columns={columns}
        {...pagedTableProps(list)}
        layout={layout}
        rowKey="tokenId"
        renderCell={renderCell}
        toolbar={
          <Space>
            <Button onClick={list.reload}>{t('online.refresh')}</Button>
          </Space>
        }
      />
    </div>
  );
}
