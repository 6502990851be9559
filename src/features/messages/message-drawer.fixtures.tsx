/**
 * The message drawer's test set-up, shared by its test files (message-drawer*.test.tsx): an msw back end holding the
 * factory's messages (messages.fixtures.ts), fake live sockets, the codes a to-do needs, and the drawer rendered with
 * props a test may change afterwards. Hooks are the test file's own (`startDrawerTest` / `endDrawerTest` in its
 * beforeEach and afterEach): test files share their worker's modules, so a hook registered here would run for the
 * first file only.
 */
import { useEffect, useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AreaNode } from '@contract/system';
import { usePermissionStore } from '@/shared/permissions';
import { resetNotifier } from '@/shared/ui/notify';
import { renderAt } from '../../../tests/console/render';
import { server } from '../../../tests/console/server';
import { button } from '../../../tests/console/queries';
import { setLiveSocketFactory, useLiveHub } from '@/shared/live/live-hub';
import { fakeSockets } from '@/shared/live/testing/fake-socket';
import { MessageDrawer, type MessageDrawerProps } from './message-drawer';
import { aMessage, fakeServer, messageHandlers, type FakeServer } from './messages.fixtures';
import { anAreaTree } from '../../../tests/console/factories';

export const onCountsChanged = vi.fn();
export const onNavigate = vi.fn();

/** A test's start: factory 11's messages (tab 1) and to-dos (tab 2) served, fake sockets, the to-dos' codes. */
export function startDrawerTest(): { s: FakeServer; sockets: ReturnType<typeof fakeSockets> } {
  localStorage.setItem('access_token', 'acc');
  resetNotifier();
  onCountsChanged.mockReset();
  onNavigate.mockReset();
  usePermissionStore
    .getState()
    .grant(['system:fix:handle', 'om:daily:import', 'system:maintain:handle'], false);
  const s = fakeServer();
  s.rows['11/1'] = [
    aMessage({ msgId: 1, msgTitle: '设备故障告警', taskType: 1, taskNo: 'GZ001', taskStatus: null }),
    aMessage({
      msgId: 2,
      msgTitle: '保养工单已被审核通过',
      taskType: 2,
      taskNo: 'BY002',
      taskStatus: 2,
      isRead: 1,
    }),
    aMessage({
      msgId: 3,
      msgTitle: '请尽快填写3月1日日报',
      taskType: 0,
      taskNo: '',
      deviceShowCode: '',
      deviceName: '',
      taskStatus: null,
      urgeType: 1,
      urgeTypeLabel: '日报填报',
      fillDate: '2026-03-01',
    }),
  ];
  s.rows['11/2'] = [aMessage({ msgId: 4, msgTitle: '您有新的维修工单待处理' })];
  server.use(...messageHandlers(s));
  const sockets = fakeSockets();
  setLiveSocketFactory(sockets.create);
  return { s, sockets };
}

export function endDrawerTest(): void {
  usePermissionStore.getState().reset();
  useLiveHub.getState().stop();
  setLiveSocketFactory(null);
}

const TREE: AreaNode[] = anAreaTree();

/** Lets a test change the drawer's props after the render (rerender would drop renderAt's providers). */
let setProps: (next: Partial<MessageDrawerProps>) => void = () => undefined;

function Harness(initial: MessageDrawerProps) {
  const [props, set] = useState(initial);
  useEffect(() => {
    setProps = (next) => set((prev) => ({ ...prev, ...next }));
  }, []);
  return <MessageDrawer {...props} />;
}

export function renderDrawer(props: Partial<MessageDrawerProps> = {}) {
  const all: MessageDrawerProps = {
    open: true,
    onClose: () => undefined,
    factoryId: 11,
    factoryTree: TREE,
    onCountsChanged,
    onNavigate,
    ...props,
  };
  renderAt('/', [{ path: '/', element: <Harness {...all} /> }]);
  return { rerenderWith: (next: Partial<MessageDrawerProps>) => act(() => setProps(next)) };
}

export const EMPTY = '.ant-empty-description';
export const item = (msgId: number) => screen.getByTestId(`message-${msgId}`);
export const listedRows = () =>
  [...document.querySelectorAll('.woms-message-item')].map((li) => li.getAttribute('data-testid'));
export const okButton = () => button(/^确\s?定$/);
/** The last click's flow has ended: the messages are clickable again. */
export const idle = () =>
  waitFor(() => expect(document.querySelector('.woms-message-item-body')).toBeEnabled());
export const cancelButton = () => button(/^取\s?消$/);
