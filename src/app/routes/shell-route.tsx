import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { installErrorCapture } from '@/features/error-log';
import { BasicLayout } from '@/layouts/basic-layout';
import type { PageInfo } from '@/layouts/keep-alive-stack';
import { ROUTE_PATHS } from '@/shared/routes/paths';
import { currentAppPath } from '../navigator';

interface Props {
  onLogout: () => void;
  routes: ReactNode;
  pageInfo: (path: string) => PageInfo;
}

/** The signed-in shell as its own chunk (the login page does not load it), composed with its tools. */
export default function ShellRoute({ onLogout, routes, pageInfo }: Props) {
  const navigate = useNavigate();
  // Window errors and unhandled rejections land in the error log while the shell is up (SPEC §8).
  useEffect(() => installErrorCapture(currentAppPath), []);
  const toPersonalCenter = () => navigate(ROUTE_PATHS.PERSONAL_CENTER);
  return (
    <BasicLayout
      onLogout={onLogout}
      routes={routes}
      pageInfo={pageInfo}
      onPersonalInfo={toPersonalCenter}
      onChangePassword={toPersonalCenter}
    />
  );
}
