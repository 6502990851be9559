import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_DURATION_S } from '../config/constants';
import { notify, registerNotifier, resetNotifier } from './notify';

beforeEach(() => {
  registerNotifier(null);
  resetNotifier();
});

describe('notify', () => {
  it('shows through the registered notifier, once per text within the message duration', () => {
    const shown = vi.fn();
    registerNotifier(shown);
    notify('error', '后端接口连接异常');
    notify('error', '后端接口连接异常');
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledWith('error', '后端接口连接异常', MESSAGE_DURATION_S);
  });

  it('keeps a message given before anyone registered and shows it at the registration', () => {
    notify('warning', '请联系管理员开通菜单权限');
    const shown = vi.fn();
    registerNotifier(shown);
    expect(shown).toHaveBeenCalledWith('warning', '请联系管理员开通菜单权限', MESSAGE_DURATION_S);
    // shown once: the next registration (StrictMode registers twice) has nothing left to show
    const again = vi.fn();
    registerNotifier(again);
    expect(again).not.toHaveBeenCalled();
  });

  it('keeps only the newest few while no one is registered', () => {
    for (let i = 0; i < 8; i += 1) notify('info', `message ${i}`);
    const shown = vi.fn();
    registerNotifier(shown);
    expect(shown.mock.calls.map((call) => call[1])).toEqual([
      'message 3',
      'message 4',
      'message 5',
      'message 6',
      'message 7',
    ]);
  });
});
