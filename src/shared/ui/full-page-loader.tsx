import { Spin } from 'antd';

/** Shown while the guard decides or loads the session: no flash of a wrong page. */
export function FullPageLoader() {
  return (
    <div
      style={{ display: 'flex', height: '100vh', alignItems: 'center', justifyContent: 'center' }}
      data-testid="page-loader"
    >
      <Spin size="large" />
    </div>
  );
}
