import type { ReactNode } from 'react';
import { Button, Card, Empty } from 'antd';
import {
  AuditOutlined,
  CheckSquareOutlined,
  EditOutlined,
  FileSearchOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { PERM } from '@contract/permissions';
import { useT, type MessageKey } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import { PAGE_PATHS } from '@/shared/routes/paths';

interface Action {
  key: string;
  label: MessageKey;
  icon: ReactNode;
  path: string;
  codes: string[];
}

/** Everyday jumps, each shown only to users holding its permission code (docs/requirements.md §6 directive). */
const ACTIONS: Action[] = [
  {
    key: 'fix',
    label: 'home.action.fix',
    icon: <ToolOutlined />,
    path: PAGE_PATHS.WARRANTY_TASKS,
    codes: [PERM.FIX_HANDLE],
  },
  {
    key: 'inspect',
    label: 'home.action.inspect',
    icon: <FileSearchOutlined />,
    path: PAGE_PATHS.INSPECTION_TASKS,
    codes: [PERM.INSPECT_HANDLE],
  },
  {
    key: 'accept',
    label: 'home.action.accept',
    icon: <CheckSquareOutlined />,
    path: PAGE_PATHS.WORK_ORDER_ACCEPTANCE,
    codes: [PERM.ACCEPT],
  },
  {
    key: 'audit',
    label: 'home.action.audit',
    icon: <AuditOutlined />,
    path: PAGE_PATHS.WARRANTY_TASKS_AUDIT,
    codes: [PERM.PROCESS_COMPLETE],
  },
  {
    key: 'daily',
    label: 'home.action.daily',
    icon: <EditOutlined />,
    path: PAGE_PATHS.DAILY_REPORT_FILLING,
    codes: [PERM.DAILY_IMPORT],
  },
  {
    key: 'users',
    label: 'home.action.users',
    icon: <TeamOutlined />,
    path: PAGE_PATHS.USER_MANAGEMENT,
    codes: [PERM.USER_LIST],
  },
];

export function QuickActions({ onOpen }: { onOpen: (path: string) => void }) {
  const t = useT();
  const can = usePermission();
  const allowed = ACTIONS.filter((a) => can(a.codes));
  return (
    <Card title={t('home.quickLinks')} size="small" data-testid="quick-actions">
      {allowed.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />
      ) : (
        <div className="woms-home__actions">
          {allowed.map((a) => (
            <Button
              key={a.key}
              icon={a.icon}
              onClick={() => onOpen(a.path)}
              data-testid={`quick-action-${a.key}`}
            >
              {t(a.label)}
            </Button>
          ))}
        </div>
      )}
    </Card>
  );
}
