import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALARM_LIMITS } from '@contract/alarm';
import { useLeadership } from '@/shared/live/leadership';
import { openAlarmPanel } from '@/shared/ui/shell-requests';
import { renderAt } from '../../../tests/console/render';
import { button, modal } from '../../../tests/console/queries';
import { setupMsw } from '../../../tests/console/server';
import { settle } from '../../../tests/console/settle';
import { setAlarmSoundFactory, useAlarmStore } from './alarm-store';
import { AlarmWidget } from './alarm-widget';
import { alarms, cachedWindow, fakeSounds, serveAlarms, type FakeAlarmServer } from './alarms.fixtures';

setupMsw();

let s: FakeAlarmServer;

beforeEach(() => {
  s = serveAlarms();
  useLeadership.setState({ leading: true });
});
afterEach(() => {
  useAlarmStore.getState().stop();
  setAlarmSoundFactory(null);
});

const renderWidget = () => renderAt('/', [{ path: '/', element: <AlarmWidget /> }]);
const start = async () => {
  useAlarmStore.getState().start();
  await waitFor(() => expect(cachedWindow().loaded).toBe(true));
};

describe('AlarmWidget (docs/requirements.md §2 "Alarm panel")', () => {
  it('badges the active count (99+) and opens the panel', async () => {
    s.alarms = alarms(120);
    renderWidget();
    await start();
    expect(await screen.findByText('99+')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('alarm-button'));
    expect(await screen.findByText('共 120 条')).toBeInTheDocument();
    expect(screen.getByText('更新于 刚刚')).toBeInTheDocument();
  });

  it('badges the unacknowledged alarms only (docs/alarms.md)', async () => {
    s.alarms = [...alarms(3, 1), ...alarms(2, 4, { acknowledged: true, ackBy: '运维员小王' })];
    renderWidget();
    await start();
    await waitFor(() => expect(screen.getByTestId('alarm-badge')).toHaveTextContent('3'));
    fireEvent.click(screen.getByTestId('alarm-button'));
    expect(await screen.findByText('共 5 条')).toBeInTheDocument();
  });

  it('opens the panel on the kind home asks for; the bell then opens the whole window', async () => {
    s.alarms = [...alarms(3, 1, { windowAlarmType: 4 }), ...alarms(2, 4, { windowAlarmType: 1 })];
    renderWidget();
    await start();
    act(() => openAlarmPanel({ kind: 1, factoryId: null }));
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(screen.getByTestId('alarm-filter')).toHaveTextContent('仅显示：采集器异常');
    fireEvent.click(screen.getByTestId('alarm-button'));
    expect(await screen.findByText('共 5 条')).toBeInTheDocument();
    expect(screen.queryByTestId('alarm-filter')).not.toBeInTheDocument();
  });

  it('says when the alarm service is unreachable, and stops saying so once it answers', async () => {
    s.windowDown = 502;
    renderWidget();
    useAlarmStore.getState().start();
    expect(await screen.findByTestId('alarm-down')).toHaveTextContent('告警服务连接中断');
    s.windowDown = null;
    await useAlarmStore.getState().reload();
    await waitFor(() => expect(screen.queryByTestId('alarm-down')).not.toBeInTheDocument());
  });

  it('autoplay blocked: 开启声音 appears; a click plays the waiting sound and the prompt goes', async () => {
    let refuse = true;
    const sounds = fakeSounds(() => refuse);
    setAlarmSoundFactory(sounds.create);
    s.flags = { meterNotOnlineVoice: true };
    s.alarms = alarms(1, 1, { alarmTime: s.serverTime });
    renderWidget();
    await start();
    const prompt = await screen.findByTestId('alarm-enable-sound');
    expect(sounds.played).toEqual([]);
    refuse = false;
    fireEvent.click(prompt);
    await settle();
    expect(sounds.played.map((p) => p.src)).toEqual(['/woms/audio/alarm-4.wav']);
    expect(screen.queryByTestId('alarm-enable-sound')).not.toBeInTheDocument();
  });

  it('pop-ups on: a flood shows one summary per kind and factory, not one per alarm', async () => {
    setAlarmSoundFactory(fakeSounds().create);
    s.config = { voiceStatus: 0, showWindowStatus: 1, voiceTimeInterval: 5 };
    s.flags = { meterNotOnlineVoice: true };
    s.raisedRecently = 12;
    s.alarms = alarms(12, 1, { alarmTime: s.serverTime });
    renderWidget();
    await start();
    expect(await screen.findByText('告警洪流：上海第一水厂 仪表离线 12 条')).toBeInTheDocument();
    expect(document.querySelectorAll('.woms-alarm-popup')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('alarm-button'));
    expect(await screen.findByTestId('alarm-flood')).toBeInTheDocument();
  });

  it("a pop-up goes after its 2 s even under the pointer, which it would otherwise hold over a dialog's buttons", async () => {
    // the notice's own timer on the fake clock; the calls still answer on the real one
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setAlarmSoundFactory(fakeSounds().create);
      s.config = { voiceStatus: 0, showWindowStatus: 1, voiceTimeInterval: 5 };
      s.flags = { meterNotOnlineVoice: true };
      s.alarms = alarms(1, 1, { alarmTime: s.serverTime });
      renderWidget();
      await start();
      const popup = await waitFor(() => {
        const found = document.querySelector('.woms-alarm-popup');
        if (!found) throw new Error('no pop-up yet');
        return found;
      });
      fireEvent.mouseEnter(popup);
      act(() => {
        vi.advanceTimersByTime(ALARM_LIMITS.POPUP_DURATION_MS + 500);
      });
      await waitFor(() => expect(document.querySelector('.woms-alarm-popup')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('告警设置 (docs/requirements.md §2 "Alarm panel", §3 "Alarm config")', () => {
  const openSettings = async () => {
    renderWidget();
    await start();
    fireEvent.click(screen.getByTestId('alarm-button'));
    fireEvent.click(await screen.findByLabelText('告警设置'));
    await screen.findByText('5分钟');
  };

  it('shows the config, saves the changes with the server message, and the new interval applies', async () => {
    await openSettings();
    const dialog = modal();
    expect(dialog.querySelector('.ant-switch-checked')).not.toBeNull();
    expect(dialog.querySelector<HTMLInputElement>('input[type=radio][value="0"]')?.checked).toBe(true);
    fireEvent.click(dialog.querySelector('.ant-switch')!);
    fireEvent.click(dialog.querySelector('input[type=radio][value="1"]')!);
    fireEvent.mouseDown(dialog.querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('10分钟'));
    fireEvent.click(button(/^提\s?交$/));
    await screen.findByText('保存成功');
    expect(s.bodies).toEqual([{ voiceStatus: 0, showWindowStatus: 1, voiceTimeInterval: 10 }]);
    expect(useAlarmStore.getState().config).toEqual({
      voiceStatus: 0,
      showWindowStatus: 1,
      voiceTimeInterval: 10,
    });
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
  });

  it('a refusal shows the server message and keeps the dialog open', async () => {
    s.saveRefusal = '告警间隔须为字典 oms_voice_time_interval 中的值';
    await openSettings();
    fireEvent.click(button(/^提\s?交$/));
    await screen.findByText(s.saveRefusal);
    expect(s.calls).toContain('PUT config');
    expect(modal()).toBeInTheDocument();
    expect(useAlarmStore.getState().config.voiceTimeInterval).toBe(5);
  });
});
