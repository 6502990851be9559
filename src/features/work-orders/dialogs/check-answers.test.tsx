/**
 * Handling an inspection a plan made: each check item answered by its type (docs/plans.md "Check items on the
 * order") — a number with its limits judged as typed, a reading, a photo uploaded, a result — each required.
 */
import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InspectItem } from '@contract/work-order';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { HandleDialog } from './handle-dialog';
import { InspectItemsView } from './inspect-items-view';
import {
  aDetail,
  aFile,
  anImage,
  anInspectItem,
  aRow,
  fakeObjectUrls,
  fileInput,
  OK,
  recordPost,
  render,
  serveDicts,
  serveFiles,
  serveUploads,
  signedInAs,
  WO,
} from './dialogs.fixtures';
import { dialog, pick, shown, submitButton, submitRefused, type, user } from './dialog-queries.fixtures';

setupMsw();

beforeEach(() => {
  signedInAs(2, ['system:inspect:handle']);
  fakeObjectUrls();
  serveDicts();
});
afterEach(() => vi.restoreAllMocks());

const ITEMS: InspectItem[] = [
  anInspectItem(61, { itemName: '轴承温度', standard: '20~80 ℃', itemType: 'number', min: 20, max: 80 }),
  anInspectItem(62, { itemName: '电表读数', standard: 'kWh', itemType: 'reading' }),
  anInspectItem(63, { itemName: '泵房照片', itemType: 'photo' }),
  anInspectItem(64, { itemName: '密封无渗漏', standard: '目视' }),
];

describe('typed check items', () => {
  it('are each required by type, a number judged by its limits, and posted as answered', async () => {
    server.use(
      http.get(api(`${WO}/inspect/7`), () =>
        HttpResponse.json({ ...OK, data: aDetail({ kind: 'inspect', items: ITEMS }) }),
      ),
    );
    const uploads = serveUploads(70);
    const post = recordPost(`${WO}/inspect/7/handle`);
    const onDone = vi.fn();
    render(
      <HandleDialog
        open
        order={aRow({ kind: 'inspect', taskType: 3, taskNo: 'XJ202611210001' })}
        onClose={vi.fn()}
        onDone={onDone}
      />,
    );
    expect(await shown('轴承温度')).toBeInTheDocument();
    await pick('处理结果', '已修复');
    type('处理描述', '巡检完成');
    await submitRefused(post, '请填写数值', '请填写读数', '请选择照片', '请选择巡检结果');

    const value = dialog().getByLabelText('轴承温度 数值');
    fireEvent.change(value, { target: { value: '95.5' } });
    expect(await shown('超出上下限：提交后生成维修工单')).toBeInTheDocument();
    fireEvent.change(value, { target: { value: '60' } });
    expect(await shown('在上下限内')).toBeInTheDocument();
    fireEvent.change(value, { target: { value: '95.5' } });
    fireEvent.change(dialog().getByLabelText('电表读数 读数'), { target: { value: '1234.5' } });
    const root = document.querySelector<HTMLElement>('.ant-modal')!;
    // the photo item's upload comes before the handling's own photos and videos
    await userEvent.setup({ delay: null }).upload(fileInput(root, 0), aFile('pump.png'));
    await waitFor(() => expect(uploads).toEqual(['pump.png']));
    const seal = within(dialog().getByText('密封无渗漏').closest('tr')!);
    await user.click(seal.getByLabelText('正常'));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(post.posted[0]!.body).toEqual({
      handleResult: '1',
      handleDesc: '巡检完成',
      parts: [],
      items: [
        { itemId: 61, value: 95.5 },
        { itemId: 62, value: 1234.5 },
        { itemId: 63, photoId: 70 },
        { itemId: 64, result: 'normal' },
      ],
    });
  });

  it('of a maintenance order a plan made are answered too; one without items posts none', async () => {
    const served = (items: InspectItem[]) =>
      server.use(
        http.get(api(`${WO}/maint/7`), () =>
          HttpResponse.json({ ...OK, data: aDetail({ kind: 'maint', items }) }),
        ),
      );
    served([ITEMS[0]!]);
    const post = recordPost(`${WO}/maint/7/handle`);
    const order = aRow({ kind: 'maint', taskType: 2, taskNo: 'BY202611210001' });
    const onDone = vi.fn();
    const { unmount } = render(<HandleDialog open order={order} onClose={vi.fn()} onDone={onDone} />);
    expect(await shown('检查项')).toBeInTheDocument();
    await pick('处理结果', '已修复');
    type('处理描述', '保养完成');
    fireEvent.change(dialog().getByLabelText('轴承温度 数值'), { target: { value: '18' } });
    await user.click(submitButton());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(post.posted[0]!.body).toMatchObject({ items: [{ itemId: 61, value: 18 }] });
    unmount();

    served([]);
    const plain = recordPost(`${WO}/maint/7/handle`, { code: 200, msg: '处理完成' });
    render(<HandleDialog open order={order} onClose={vi.fn()} onDone={vi.fn()} />);
    await pick('处理结果', '已修复');
    type('处理描述', '保养完成');
    expect(dialog().queryByText('检查项')).toBeNull();
    await user.click(submitButton());
    await waitFor(() => expect(plain.posted).toHaveLength(1));
    expect(plain.posted[0]!.body).not.toHaveProperty('items');
  });

  it("show what was entered in the order's detail", async () => {
    const files = serveFiles();
    render(
      <InspectItemsView
        items={[
          { ...ITEMS[0]!, result: 'abnormal', value: 95.5, raisedTaskId: 91, raisedTaskNo: 'WX202611230001' },
          { ...ITEMS[1]!, result: 'normal', value: 1234.5 },
          {
            ...ITEMS[2]!,
            result: 'normal',
            photo: anImage(70, 'pump.png'),
          },
          { ...ITEMS[3]!, result: 'normal' },
        ]}
      />,
    );
    expect(await shown('记录')).toBeInTheDocument();
    const row = async (name: string) => within((await shown(name)).closest('tr')!);
    expect((await row('轴承温度')).getByText('95.5')).toBeInTheDocument();
    expect((await row('轴承温度')).getByText('WX202611230001')).toBeInTheDocument();
    expect((await row('电表读数')).getByText('1234.5')).toBeInTheDocument();
    expect((await row('泵房照片')).getByRole('img', { name: 'pump.png' })).toBeInTheDocument();
    await waitFor(() => expect(files.asked).toEqual(['thumbnail/70']));
  });
});
