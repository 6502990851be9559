/** Shared fixtures of the work-order dialog tests: contract-shaped orders, logs, people and a call recorder. */
import type { ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { AcceptRow, TaskLog, WoAttachment, WoDetail, WoPerson, WoRow } from '@contract/work-order';
import { usePermissionStore } from '@/shared/permissions';
import { resetNotifier } from '@/shared/ui/notify';
import { renderAt } from '../../../../tests/console/render';
import { api, server } from '../../../../tests/console/server';

export const OK = { code: 200, msg: '操作成功' };
export const WO = '/system/base/workOrder';
export const TASK = '/system/base/task';

export const anImage = (fileId: number, fileName = `photo-${fileId}.png`): WoAttachment => ({
  fileId,
  bucket: 'woms',
  prefix: 'wo',
  storeName: `${fileId}.png`,
  fileName,
});
export const aVideo = (fileId: number): WoAttachment => ({
  ...anImage(fileId),
  fileName: `video-${fileId}.mp4`,
});

export function aRow(overrides: Partial<WoRow> = {}): WoRow {
  return {
    taskId: 7,
    taskNo: 'WX202611210001',
    kind: 'fix',
    taskType: 4,
    status: 1,
    statusLabel: '处理中',
    factoryId: 11,
    projectName: '上海第一水厂',
    deviceId: 3,
    deviceShowCode: 'PUMP-01',
    deviceName: '一号送水泵',
    fixType: '1',
    fixTypeLabel: '机械故障',
    reportSource: '2',
    reportSourceLabel: '人工报修',
    isStatistics: 1,
    isStatisticsLabel: '是',
    fixStartTime: '2026-11-20 08:30:00',
    reportBy: 3,
    reportByName: '主管老李',
    reportContent: '泵体异响，振动偏大',
    reportTime: '2026-11-20 09:00:00',
    remark: '尽快处理',
    execBy: 2,
    execByName: '运维员小王',
    execTime: '2026-11-21 10:00:00',
    acceptBy: 3,
    acceptByName: '主管老李',
    distributeBy: 3,
    distributeByName: '主管老李',
    handleResult: '',
    handleResultLabel: '',
    handleFinishTime: null,
    isForward: 0,
    isForwardLabel: '否',
    forwardByName: '',
    updateTime: '2026-11-20 09:00:00',
    ...overrides,
  };
}

export const anAcceptRow = (overrides: Partial<AcceptRow> = {}): AcceptRow => ({
  acceptId: 41,
  acceptTime: '2026-11-22 15:00:00',
  distributeByName: '主管老李',
  acceptByName: '验收员老周',
  acceptResult: 2,
  acceptResultLabel: '验收不通过',
  acceptDesc: '仍有异响',
  attachmentList: [anImage(31, 'accept-31.png')],
  videoAttachmentList: [],
  ...overrides,
});

export function aDetail(overrides: Partial<WoDetail> = {}): WoDetail {
  return {
    ...aRow({
      status: 4,
      statusLabel: '待验收',
      handleResult: '1',
      handleResultLabel: '已修复',
      handleFinishTime: '2026-11-21 16:00:00',
      isForward: 1,
      isForwardLabel: '是',
      forwardByName: '运维员小张',
    }),
    attachmentList: [anImage(11, 'report-11.png')],
    videoAttachmentList: [aVideo(12)],
    handleDesc: '更换轴承后试运行正常',
    handleFixType: '1',
    handleAttachmentList: [anImage(21, 'handle-21.png')],
    handleVideoAttachmentList: [aVideo(22)],
    partsList: [
      {
        id: 1,
        partsCode: 'BRG-6205',
        partsName: '深沟球轴承',
        partsSpecs: '6205-2RS',
        quantity: 2,
        assetType: '1031',
        unit: '',
      },
      {
        id: 2,
        partsCode: 'OIL-46',
        partsName: '液压油',
        partsSpecs: 'L-HM46',
        quantity: 1.5,
        assetType: '1034',
        unit: '升',
      },
    ],
    acceptList: [anAcceptRow()],
    distributeList: [],
    copyTo: [{ userId: 4, nickName: '观察员' }],
    items: [],
    ...overrides,
  };
}

/** One log of every SPEC §3 logType, in order, plus one type this console does not know. */
export const ALL_LOGS: TaskLog[] = [
  {
    recordId: 1,
    taskId: 7,
    logType: 3,
    title: '派单',
    createTime: '2026-11-20 09:10:00',
    logObj: { distributeByName: '主管老李', execByName: '运维员小张' },
  },
  {
    recordId: 2,
    taskId: 7,
    logType: 99,
    title: '转派',
    createTime: '2026-11-20 10:00:00',
    logObj: { forwardBy: '运维员小张', originExecBy: '运维员小张', newExecBy: '运维员小王', reason: '休假' },
  },
  {
    recordId: 3,
    taskId: 7,
    logType: 1,
    title: '处理完成',
    createTime: '2026-11-21 16:00:00',
    logObj: {
      execByName: '运维员小王',
      handleResult: '1',
      handleResultLabel: '已修复',
      handleDesc: '更换轴承',
    },
  },
  {
    recordId: 4,
    taskId: 7,
    logType: 2,
    title: '审核',
    createTime: '2026-11-21 17:00:00',
    logObj: { approvalByName: '主管老李', approvalResult: 1, approvalDesc: '同意' },
  },
  {
    recordId: 5,
    taskId: 7,
    logType: 4,
    title: '派发验收',
    createTime: '2026-11-21 18:00:00',
    logObj: { acceptDistributeByName: '主管老李', acceptByName: '验收员老周' },
  },
  {
    recordId: 6,
    taskId: 7,
    logType: 5,
    title: '验收',
    createTime: '2026-11-22 15:00:00',
    logObj: {
      distributeByName: '主管老李',
      acceptByName: '验收员老周',
      acceptResult: 2,
      acceptDesc: '仍有异响',
    },
  },
  {
    recordId: 7,
    taskId: 7,
    logType: 42,
    title: '归档',
    createTime: '2026-11-23 08:00:00',
    logObj: { whatever: 'x' },
  },
];

export const STAFF: WoPerson[] = [
  { userId: 2, userName: 'operator', nickName: '运维员小王' },
  { userId: 5, userName: 'zhang', nickName: '运维员小张' },
];
export const MANAGERS: WoPerson[] = [
  { userId: 3, userName: 'supervisor', nickName: '主管老李' },
  { userId: 6, userName: 'zhou', nickName: '验收员老周' },
];

const dictRow =
  (type: string) =>
  ([dictValue, dictLabel]: [string, string], i: number) => ({
    dictCode: i + 1,
    dictSort: i + 1,
    dictLabel,
    dictValue,
    dictType: type,
    listClass: 'default',
    isDefault: 'N',
  });

export const DICTS: Record<string, [string, string][]> = {
  oms_handle_result: [
    ['1', '已修复'],
    ['2', '部分修复'],
    ['3', '无法修复'],
  ],
  oms_accept_result: [
    ['1', '验收通过'],
    ['2', '验收不通过'],
  ],
  oms_fix_type: [
    ['1', '机械故障'],
    ['2', '电气故障'],
  ],
  oms_report_source: [
    ['1', '巡检发现'],
    ['2', '人工报修'],
  ],
};

export function serveDicts(): void {
  server.use(
    http.get(api('/system/dict/data/type/:type'), ({ params }) => {
      const type = String(params.type);
      return HttpResponse.json({ ...OK, data: (DICTS[type] ?? []).map(dictRow(type)) });
    }),
  );
}

/** Every file answers a few PNG bytes; the token each request carried is kept. */
export function serveFiles(): { authorizations: (string | null)[] } {
  const seen = { authorizations: [] as (string | null)[] };
  server.use(
    http.get(api('/system/file/download/:fileId'), ({ request }) => {
      seen.authorizations.push(request.headers.get('authorization'));
      return new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        headers: { 'content-type': 'image/png' },
      });
    }),
  );
  return seen;
}

/** jsdom has no object URLs: number them so a test can see which blob an element shows. */
export function fakeObjectUrls(): void {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:wo-${++n}`);
  URL.revokeObjectURL = vi.fn();
}

export interface Posted {
  path: string;
  body: unknown;
}

/** Records every body posted to `path`; `hold` keeps the answer back until released. */
export function recordPost(path: string, reply: object = OK, status = 200) {
  const posted: Posted[] = [];
  let release: () => void = () => undefined;
  const gate = { held: false, promise: Promise.resolve() };
  server.use(
    http.post(api(path), async ({ request }) => {
      posted.push({ path, body: await request.json() });
      if (gate.held) await gate.promise;
      return HttpResponse.json(reply, { status });
    }),
  );
  return {
    posted,
    hold() {
      gate.held = true;
      gate.promise = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

export function signedInAs(userId: number, permissions: string[], adminLike = false): void {
  resetNotifier();
  localStorage.setItem('access_token', 'acc');
  localStorage.setItem('user_id', String(userId));
  usePermissionStore.getState().grant(permissions, adminLike);
}

export const render = (element: ReactElement) => renderAt('/', [{ path: '/', element }]);

/** POST /api/system/file/upload answers ids from `firstId` on; the uploaded names are kept. */
export function serveUploads(firstId = 80): string[] {
  const names: string[] = [];
  let next = firstId;
  server.use(
    http.post(api('/system/file/upload'), ({ request }) => {
      const fileName = new URL(request.url).searchParams.get('fileName') ?? '';
      names.push(fileName);
      const fileId = next++;
      return HttpResponse.json({
        code: 200,
        msg: '上传成功！',
        data: { fileId, fileName, url: `/api/system/file/download/${fileId}` },
      });
    }),
  );
  return names;
}

export const aFile = (name: string, type = 'image/png') =>
  new File([new Uint8Array([1, 2, 3])], name, { type });

/** The hidden file input of the upload whose button is labelled `label` (or the n-th file input). */
export function fileInput(container: ParentNode, index = 0): HTMLInputElement {
  const inputs = container.querySelectorAll<HTMLInputElement>('input[type=file]');
  const input = inputs[index];
  if (!input) throw new Error(`no file input #${index}`);
  return input;
}
