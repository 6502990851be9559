import { afterEach, describe, expect, it, vi } from 'vitest';
import { showPlainToast } from './plain-toast';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('showPlainToast', () => {
  it('shows the text as text, announced as an alert for a refusal and politely for a confirmation', () => {
    showPlainToast('warning', '<img src=x onerror=alert(1)>用户不存在', 3);
    showPlainToast('success', '登录成功', 3);
    const [warning, success] = document.querySelectorAll('.woms-toast');
    expect(warning).toHaveClass('woms-toast--warning');
    expect(warning).toHaveAttribute('role', 'alert');
    expect(warning).toHaveTextContent('<img src=x onerror=alert(1)>用户不存在');
    expect(warning?.querySelector('img')).toBeNull();
    expect(success).toHaveAttribute('role', 'status');
    // one host for all of them
    expect(document.querySelectorAll('.woms-toast-host')).toHaveLength(1);
  });

  it('goes after its duration', () => {
    vi.useFakeTimers();
    showPlainToast('error', '后端接口连接异常', 3);
    vi.advanceTimersByTime(2999);
    expect(document.querySelector('.woms-toast')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.querySelector('.woms-toast')).toBeNull();
  });

  it('makes a new host when the page lost the old one', () => {
    showPlainToast('info', 'a', 3);
    document.body.replaceChildren();
    showPlainToast('info', 'b', 3);
    expect(document.querySelector('.woms-toast-host')).toHaveTextContent('b');
  });
});
