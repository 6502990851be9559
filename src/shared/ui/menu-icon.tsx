import type { ReactNode } from 'react';
import {
  AlertOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  ContainerOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOutlined,
  InboxOutlined,
  SettingOutlined,
  ThunderboltOutlined,
  ToolOutlined,
} from '@ant-design/icons';

/** Icon names the server's menus use, mapped to antd icons; unknown names fall back to a folder. */
const ICONS: Record<string, ReactNode> = {
  asset: <DatabaseOutlined />,
  production: <BarChartOutlined />,
  workorder: <ToolOutlined />,
  energy: <ThunderboltOutlined />,
  archive: <ContainerOutlined />,
  application: <SettingOutlined />,
  dashboard: <DashboardOutlined />,
  document: <FileTextOutlined />,
  app: <AppstoreOutlined />,
  alarm: <AlertOutlined />,
  parts: <InboxOutlined />,
  troubleshoot: <FileSearchOutlined />,
};

/** The icon names a menu may choose (菜单管理's icon picker offers these). */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS);

export function menuIcon(name: string | undefined): ReactNode {
  return (name && ICONS[name]) ?? <FolderOutlined />;
}

/** Accent colours of the subsystem tiles, by icon name. */
export const SUBSYSTEM_COLORS: Record<string, string> = {
  asset: '#1677ff',
  production: '#13a8a8',
  workorder: '#fa8c16',
  energy: '#52c41a',
  archive: '#722ed1',
  application: '#595959',
};
