import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { settle } from '../../../../tests/console/settle';
import { HandleDialog } from './handle-dialog';
import {
  aDetail,
  aFile,
  anInspectItem,
  aRow,
  fakeObjectUrls,
  fileInput,
  OK,
  recordPost,
  render,
  serveDicts,
  serveUploads,
  signedInAs,
  WO,
} from './dialogs.fixtures';
import {
  shown,
  dialog,
  submitButton,
  control,
  pick,
  type,
  submitRefused,
  user,
} from './dialog-queries.fixtures';

setupMsw();

/** Uploads as the browser lets them: the file input's accept list does not filter what is chosen. */
const uploader = () => userEvent.setup({ applyAccept: false, delay: null });

beforeEach(() => {
  signedInAs(2, ['system:fix:handle']);
  fakeObjectUrls();
  serveDicts();
});
afterEach(() => vi.restoreAllMocks());

function open(order = aRow()) {
  const onDone = vi.fn();
  render(<HandleDialog open order={order} onClose={vi.fn()} onDone={onDone} />);
  return { onDone };
}

describe('HandleDialog', () => {
  it('refuses a form without result and description, and a description over 100 characters', async () => {
    const post = recordPost(`${WO}/fix/7/handle`);
    open();
    await shown('WX202611210001');
    await submitRefused(post, '请选择处理结果', '请填写处理描述');
    type('处理描述', '长'.repeat(101));
    // the field counts its characters against its limit, as 备注 does
    expect(dialog().getByText('101 / 100')).toBeInTheDocument();
    await submitRefused(post, '处理描述不能超过100个字符');
  });

  it('parts rows: their checks refuse the submit; the unit only for asset type 1034, cleared when it changes away', async () => {
    const post = recordPost(`${WO}/fix/7/handle`);
    open();
    await pick('处理结果', '已修复');
    type('处理描述', '更换轴承');
    await user.click(dialog().getByText('添加备件'));
    await submitRefused(post, '请填写备件编码', '请填写备件名称', '请填写数量');
    type('规格型号 1', 'S'.repeat(21));
    expect(await shown('规格型号不能超过20个字符')).toBeInTheDocument();
    type('备件编码 1', 'OIL-46');
    type('备件名称 1', '液压油');
    type('规格型号 1', '');
    type('数量 1', '2');
    fireEvent.blur(control('数量 1'));
    const unit = () => control('单位 1');
    expect(unit()).toBeDisabled();
    await pick('资产类型 1', '机械设备');
    expect(unit()).toBeDisabled();
    await pick('资产类型 1', '耗材（按单位计量）');
    await waitFor(() => expect(unit()).toBeEnabled());
    // a metered consumable needs its unit
    await submitRefused(post, '请选择单位');
    await pick('单位 1', '升');
    const unitCell = () => unit().closest('.ant-select')!;
    expect(unitCell()).toHaveTextContent('升');
    await pick('资产类型 1', '电气设备');
    await waitFor(() => expect(unit()).toBeDisabled());
    expect(unitCell()).not.toHaveTextContent('升');
  });

  it('posts result, description, category, parts, photos and videos; busy while in flight', async () => {
    const post = recordPost(`${WO}/fix/7/handle`, { code: 200, msg: '处理完成' });
    const uploads = serveUploads(70);
    const { onDone } = open();
    await pick('处理结果', '部分修复');
    await pick('处理类别', '电气故障');
    type('处理描述', ' 更换轴承并加油 ');
    await user.click(dialog().getByText('添加备件'));
    type('备件编码 1', 'OIL-46');
    type('备件名称 1', '液压油');
    type('数量 1', '1.5');
    fireEvent.blur(control('数量 1'));
    await pick('资产类型 1', '耗材（按单位计量）');
    await pick('单位 1', '升');
    const root = document.querySelector<HTMLElement>('.ant-modal')!;
    await uploader().upload(fileInput(root, 0), aFile('before.jpg', 'image/jpeg'));
    await uploader().upload(fileInput(root, 1), aFile('run.mp4', 'video/mp4'));
    await waitFor(() => expect(uploads).toEqual(['before.jpg', 'run.mp4']));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    post.hold();
    await user.click(submitButton());
    await waitFor(() => expect(post.posted).toHaveLength(1));
    // the request is held: the submit is off while it is in flight
    await waitFor(() => expect(submitButton()).toBeDisabled());
    post.release();
    expect(await shown('处理完成')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(post.posted[0]!.body).toEqual({
      handleResult: '2',
      handleDesc: '更换轴承并加油',
      handleFixType: '2',
      parts: [
        {
          partsCode: 'OIL-46',
          partsName: '液压油',
          partsSpecs: '',
          quantity: 1.5,
          assetType: '1034',
          unit: '升',
        },
      ],
      attachmentIds: [70],
      videoIds: [71],
    });
  });

  it('picks parts from the factory stock: catalogue fields read-only, no more than held, sent with their partId', async () => {
    signedInAs(2, ['system:fix:handle', 'system:parts:list']);
    const asked: string[] = [];
    server.use(
      http.get(api('/system/base/parts/stock/list'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get('factoryId')}:${query.get('inStock')}:${query.get('keyword') ?? ''}`);
        return HttpResponse.json({
          ...OK,
          rows: [
            {
              factoryId: 11,
              partId: 31,
              partCode: 'BRG-001',
              partName: '深沟球轴承',
              partSpecs: '6201-2RS',
              unit: '个',
              quantity: 3,
              minQuantity: 2,
              low: false,
              version: 1,
            },
          ],
          total: 1,
        });
      }),
    );
    const post = recordPost(`${WO}/fix/7/handle`);
    open();
    await pick('处理结果', '已修复');
    type('处理描述', '更换轴承');
    await pick('从库存选择', 'BRG-001 深沟球轴承 6201-2RS（库存 3 个）');
    expect(asked[0]).toBe('11:true:');
    expect(control('备件编码 1')).toHaveValue('BRG-001');
    expect(control('备件编码 1')).toBeDisabled();
    expect(control('备件名称 1')).toBeDisabled();
    type('数量 1', '4');
    await submitRefused(post, '超过库存（3）');
    type('数量 1', '2');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() => expect(post.posted).toHaveLength(1));
    expect((post.posted[0]!.body as { parts: unknown[] }).parts).toEqual([
      { partsCode: 'BRG-001', partsName: '深沟球轴承', partsSpecs: '6201-2RS', quantity: 2, partId: 31 },
    ]);
  });

  it('refuses a photo that is not jpg/png and a video that is not mp4 without uploading', async () => {
    const uploads = serveUploads();
    open();
    await shown('WX202611210001');
    const root = document.querySelector<HTMLElement>('.ant-modal')!;
    await uploader().upload(fileInput(root, 0), aFile('notes.pdf', 'application/pdf'));
    expect(await shown('只能上传 jpg/png 格式的图片')).toBeInTheDocument();
    await uploader().upload(fileInput(root, 1), aFile('clip.avi', 'video/avi'));
    expect(await shown('只能上传 mp4 格式的视频')).toBeInTheDocument();
    await settle();
    expect(uploads).toEqual([]);
  });

  it('an inspection records a result per check item, loaded with the order', async () => {
    const inspection = aRow({ kind: 'inspect', taskType: 3, taskNo: 'XJ202611210001' });
    server.use(
      http.get(api(`${WO}/inspect/7`), () =>
        HttpResponse.json({
          ...OK,
          data: aDetail({
            kind: 'inspect',
            items: [
              anInspectItem(51, { itemName: '泵体温度', standard: '≤70℃' }),
              anInspectItem(52, { itemName: '出口压力', standard: '0.3–0.5MPa', result: 'normal' }),
            ],
          }),
        }),
      ),
    );
    const post = recordPost(`${WO}/inspect/7/handle`);
    const { onDone } = open(inspection);
    expect(await shown('泵体温度')).toBeInTheDocument();
    expect(dialog().queryByLabelText('处理类别')).toBeNull();
    await pick('处理结果', '已修复');
    type('处理描述', '巡检完成');
    await submitRefused(post, '请选择巡检结果');
    const first = within(dialog().getByText('泵体温度').closest('tr')!);
    await user.click(first.getByLabelText('异常'));
    fireEvent.change(first.getByLabelText('泵体温度 备注'), { target: { value: '82℃' } });
    await user.click(submitButton());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(post.posted[0]!.body).toEqual({
      handleResult: '1',
      handleDesc: '巡检完成',
      parts: [],
      items: [
        { itemId: 51, result: 'abnormal', remark: '82℃' },
        { itemId: 52, result: 'normal' },
      ],
    });
  });
});
