import { afterEach, describe, expect, it, vi } from 'vitest';
import { openInNewTab } from './navigator';

afterEach(() => {
  vi.restoreAllMocks();
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
