import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERM } from '@contract/permissions';
import type { InspectItem, WoDetail } from '@contract/work-order';
import { usePermissionStore } from '@/shared/permissions';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { button, buttonOr, modal } from '../../../../tests/console/queries';
import { settle } from '../../../../tests/console/settle';
import { user } from '../../../../tests/console/user';
import { OrderDetailDialog } from './order-detail-dialog';
import {
  aDetail,
  anAcceptRow,
  fakeObjectUrls,
  OK,
  recordPost,
  render,
  serveDicts,
  serveFiles,
  signedInAs,
  TASK,
  WO,
} from './dialogs.fixtures';

setupMsw();

/** Messages and confirms appear after antd motion: slow on a busy machine. */
const shown = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });
// While a confirm opens or closes, antd may briefly render the detail's dialog role twice: take the first.
const detail = () => modal();
const dialog = () => within(detail());
/** The buttons named `name` in `container`: text, not roles, which are slow over a dialog this size. */
const buttons = (name: RegExp, container: ParentNode = detail()) =>
  [...container.querySelectorAll('button')].filter((b) => name.test(b.textContent ?? ''));
const RAISE = /^生成维修工单$/;
const REMOVE = /删\s*除/;

async function answerConfirm(name: RegExp) {
  const titles = await screen.findAllByText('温馨提示', undefined, { timeout: 10_000 });
  const confirm = titles.at(-1)?.closest('.ant-modal-confirm') as HTMLElement;
  await user.click(button(name, confirm));
}

const anItem = (overrides: Partial<InspectItem>): InspectItem => ({
  itemId: 1,
  taskId: 7,
  itemName: '电机温度',
  standard: '≤ 80℃',
  result: 'normal',
  remark: '',
  raisedTaskId: null,
  raisedTaskNo: '',
  itemType: 'pass',
  min: null,
  max: null,
  value: null,
  photo: null,
  ...overrides,
});

const ITEMS: InspectItem[] = [
  anItem({ itemId: 1, itemName: '电机温度', result: 'normal' }),
  anItem({ itemId: 2, itemName: '轴承振动', result: 'abnormal', remark: '振动超标' }),
  anItem({
    itemId: 3,
    itemName: '密封渗漏',
    result: 'abnormal',
    raisedTaskId: 90,
    raisedTaskNo: 'WX202611220009',
  }),
  anItem({ itemId: 4, itemName: '仪表读数', result: null }),
];

const anInspection = (overrides: Partial<WoDetail> = {}) =>
  aDetail({ kind: 'inspect', taskType: 3, taskNo: 'XJ202611210001', items: ITEMS, ...overrides });

/** GET of the order answers `versions` in turn (the last one again); the number of GETs is kept. */
function serveOrder(kind: 'fix' | 'inspect', ...versions: WoDetail[]) {
  const gets = { count: 0 };
  server.use(
    http.get(api(`${WO}/${kind}/7`), () => {
      const detail = versions[Math.min(gets.count, versions.length - 1)];
      gets.count += 1;
      return HttpResponse.json({ ...OK, data: detail });
    }),
    http.get(api(`${TASK}/log/distribute/list`), () => HttpResponse.json({ ...OK, data: [] })),
  );
  serveFiles();
  return gets;
}

function recordDelete(path: string) {
  const deleted: string[] = [];
  server.use(
    http.delete(api(path), ({ request }) => {
      deleted.push(new URL(request.url).pathname);
      return HttpResponse.json({ code: 200, msg: '删除成功' });
    }),
  );
  return deleted;
}

const rowOf = (text: string) => dialog().getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  fakeObjectUrls();
  serveDicts();
});
afterEach(() => {
  usePermissionStore.getState().reset();
  vi.restoreAllMocks();
});

describe('OrderDetailDialog: raise a repair order from an abnormal item', () => {
  it('offers 生成维修工单 only on abnormal items not yet raised, and only with system:inspect:handle', async () => {
    signedInAs(3, [PERM.INSPECT_LIST, PERM.INSPECT_HANDLE]);
    serveOrder('inspect', anInspection());
    render(<OrderDetailDialog open kind="inspect" taskId={7} onClose={vi.fn()} />);
    await shown('轴承振动');
    expect(buttons(RAISE)).toHaveLength(1);
    expect(button(RAISE, rowOf('轴承振动'))).toBeEnabled();
    // the raised item shows its order number, read-only
    expect(within(rowOf('密封渗漏')).getByText('WX202611220009')).toBeInTheDocument();
    for (const name of ['电机温度', '密封渗漏', '仪表读数'])
      expect(rowOf(name).querySelector('button')).toBeNull();
  });

  it('offers nothing without system:inspect:handle', async () => {
    signedInAs(4, [PERM.INSPECT_LIST]);
    serveOrder('inspect', anInspection());
    render(<OrderDetailDialog open kind="inspect" taskId={7} onClose={vi.fn()} />);
    await shown('轴承振动');
    expect(buttons(RAISE)[0] ?? null).toBeNull();
    expect(dialog().getByText('WX202611220009')).toBeInTheDocument();
  });

  it('confirms, posts the raise, shows the new order number and reloads the order', async () => {
    signedInAs(3, [PERM.INSPECT_LIST, PERM.INSPECT_HANDLE]);
    const raised = ITEMS.map((i) =>
      i.itemId === 2 ? { ...i, raisedTaskId: 91, raisedTaskNo: 'WX202611230001' } : i,
    );
    const gets = serveOrder('inspect', anInspection(), anInspection({ items: raised }));
    const raise = recordPost(`${WO}/inspect/7/2/raise`, {
      ...OK,
      data: { taskId: 91, taskNo: 'WX202611230001' },
    });
    raise.hold();
    render(<OrderDetailDialog open kind="inspect" taskId={7} onClose={vi.fn()} />);
    await shown('轴承振动');
    await user.click(button(RAISE, rowOf('轴承振动')));
    expect(await shown('确定将巡检项“轴承振动”生成维修工单吗？')).toBeInTheDocument();
    await answerConfirm(/确\s*定/);
    await waitFor(() => expect(raise.posted).toHaveLength(1));
    expect(raise.posted[0]?.body).toEqual({});
    // in flight: the button is disabled
    await waitFor(() => expect(button(RAISE, rowOf('轴承振动'))).toBeDisabled());
    raise.release();
    expect(await shown('已生成维修工单 WX202611230001')).toBeInTheDocument();
    await waitFor(() => expect(gets.count).toBe(2));
    expect(await within(rowOf('轴承振动')).findByText('WX202611230001')).toBeInTheDocument();
    expect(buttons(RAISE)[0] ?? null).toBeNull();
  });

  it('posts nothing when the confirm is cancelled', async () => {
    signedInAs(3, [PERM.INSPECT_LIST, PERM.INSPECT_HANDLE]);
    const gets = serveOrder('inspect', anInspection());
    const raise = recordPost(`${WO}/inspect/7/2/raise`);
    render(<OrderDetailDialog open kind="inspect" taskId={7} onClose={vi.fn()} />);
    await shown('轴承振动');
    await user.click(button(RAISE, rowOf('轴承振动')));
    await answerConfirm(/取\s*消/);
    await settle();
    expect(raise.requests()).toBe(0);
    expect(gets.count).toBe(1);
  });
});

describe('OrderDetailDialog: delete a rejected acceptance record', () => {
  const twoRecords = () =>
    aDetail({
      acceptList: [
        anAcceptRow({ acceptId: 41, acceptTime: '2026-11-22 15:00:00' }),
        anAcceptRow({
          acceptId: 42,
          acceptTime: '2026-11-24 09:00:00',
          acceptResult: 1,
          acceptResultLabel: '验收通过',
          acceptDesc: '运行正常',
        }),
      ],
    });

  it('offers 删除 only on rejected rows, and only with base:task:accept:accept', async () => {
    signedInAs(3, [PERM.FIX_LIST, PERM.ACCEPT]);
    serveOrder('fix', twoRecords());
    render(<OrderDetailDialog open kind="fix" taskId={7} onClose={vi.fn()} />);
    await shown('2026-11-24 09:00:00');
    expect(buttons(REMOVE)).toHaveLength(1);
    expect(button(REMOVE, rowOf('2026-11-22 15:00:00'))).toBeEnabled();
    expect(buttonOr(REMOVE, rowOf('2026-11-24 09:00:00'))).toBeNull();
  });

  it('offers nothing without base:task:accept:accept', async () => {
    signedInAs(2, [PERM.FIX_LIST]);
    serveOrder('fix', twoRecords());
    render(<OrderDetailDialog open kind="fix" taskId={7} onClose={vi.fn()} />);
    await shown('2026-11-24 09:00:00');
    expect(buttons(REMOVE)[0] ?? null).toBeNull();
  });

  it('confirms, deletes the record, shows the server msg and reloads the order', async () => {
    signedInAs(3, [PERM.FIX_LIST, PERM.ACCEPT]);
    const after = twoRecords();
    const gets = serveOrder('fix', twoRecords(), { ...after, acceptList: after.acceptList.slice(1) });
    const deleted = recordDelete(`${WO}/accept/:acceptId`);
    render(<OrderDetailDialog open kind="fix" taskId={7} onClose={vi.fn()} />);
    await shown('2026-11-22 15:00:00');
    await user.click(button(REMOVE, rowOf('2026-11-22 15:00:00')));
    await answerConfirm(/确\s*定/);
    await waitFor(() => expect(deleted).toEqual([`/api${WO}/accept/41`]));
    expect(await shown('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(gets.count).toBe(2));
    await waitFor(() => expect(dialog().queryByText('2026-11-22 15:00:00')).toBeNull());
    expect(dialog().getByText('2026-11-24 09:00:00')).toBeInTheDocument();
  });

  it('deletes nothing when the confirm is cancelled', async () => {
    signedInAs(3, [PERM.FIX_LIST, PERM.ACCEPT]);
    const gets = serveOrder('fix', twoRecords());
    const deleted = recordDelete(`${WO}/accept/:acceptId`);
    render(<OrderDetailDialog open kind="fix" taskId={7} onClose={vi.fn()} />);
    await shown('2026-11-22 15:00:00');
    await user.click(button(REMOVE, rowOf('2026-11-22 15:00:00')));
    await answerConfirm(/取\s*消/);
    await settle();
    expect(deleted).toEqual([]);
    expect(gets.count).toBe(1);
  });
});
