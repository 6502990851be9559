import type { ReactNode } from 'react';
import { BasicLayout } from '@/layouts/basic-layout';
import type { PageInfo } from '@/layouts/keep-alive-stack';

interface Props {
  onLogout: () => void;
  routes: ReactNode;
  pageInfo: (path: string) => PageInfo;
}

/** The signed-in shell as its own chunk: the login page does not load the layout. */
export default function ShellRoute(props: Props) {
  return <BasicLayout {...props} />;
}
