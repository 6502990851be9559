import { afterEach, describe, expect, it, vi } from 'vitest';
import { go, openInNewTab, setNavigator } from './navigator';

afterEach(() => {
  vi.restoreAllMocks();
  setNavigator(null);
});

describe('go (navigation for code outside React)', () => {
  it('navigates through the registered router, replacing the entry', () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    go('/login');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login', { replace: true });
  });

  it('keeps a destination given before the router exists and goes there when it registers, once', () => {
    go('/index');
    go('/login?redirect=%2Findex');
    const navigate = vi.fn();
    setNavigator(navigate);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?redirect=%2Findex', { replace: true });
    // StrictMode registers again: nothing is left to replay
    const again = vi.fn();
    setNavigator(again);
    expect(again).not.toHaveBeenCalled();
  });
});

describe('openInNewTab (docs/requirements.md §2 "Message drawer": a task message opens a new tab under /woms)', () => {
  it('opens the console path with its query under the app base, in a new browser tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openInNewTab('/Troubleshoot?factoryId=11&taskNo=GZ001&msgType=1');
    expect(open).toHaveBeenCalledExactlyOnceWith(
      '/woms/Troubleshoot?factoryId=11&taskNo=GZ001&msgType=1',
      '_blank',
    );
  });

  it('keeps the query encoded as the message target made it', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const path = `/DailyData/DailyReportFilling?factoryId=11&time=2026-03-01&projectName=${encodeURIComponent('上海第一水厂')}`;
    openInNewTab(path);
    expect(open).toHaveBeenCalledWith(`/woms${path}`, '_blank');
  });
});
