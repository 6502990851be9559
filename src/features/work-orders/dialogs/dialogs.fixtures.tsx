/** Shared helpers of the work-order dialog tests: msw answers (dictionaries, files, uploads), a post recorder, sign-in. */
import type { ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { usePermissionStore } from '@/shared/permissions';
import { resetNotifier } from '@/shared/ui/notify';
import { renderAt } from '../../../../tests/console/render';
import { api, server } from '../../../../tests/console/server';

export * from './dialog-data.fixtures';

export const OK = { code: 200, msg: '操作成功' };
export const WO = '/system/base/workOrder';
export const TASK = '/system/base/task';

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

/**
 * Every file and every thumbnail answers a few PNG bytes; the token each request carried is kept, and what was asked
 * (`download/{id}` or `thumbnail/{id}`).
 */
export function serveFiles(): { authorizations: (string | null)[]; asked: string[] } {
  const seen = { authorizations: [] as (string | null)[], asked: [] as string[] };
  const png = (which: 'download' | 'thumbnail') =>
    http.get(api(`/system/file/${which}/:fileId`), ({ request, params }) => {
      seen.authorizations.push(request.headers.get('authorization'));
      seen.asked.push(`${which}/${String(params.fileId)}`);
      return new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        headers: { 'content-type': 'image/png' },
      });
    });
  server.use(png('download'), png('thumbnail'));
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

/**
 * Records every body posted to `path`; `hold` keeps the answer back until released. `requests()` counts
 * a post as soon as it reaches the handler, before its body is read, so a check after settle() sees it.
 */
export function recordPost(path: string, reply: object = OK, status = 200) {
  const posted: Posted[] = [];
  let requests = 0;
  let release: () => void = () => undefined;
  const gate = { held: false, promise: Promise.resolve() };
  server.use(
    http.post(api(path), async ({ request }) => {
      requests += 1;
      posted.push({ path, body: await request.json() });
      if (gate.held) await gate.promise;
      return HttpResponse.json(reply, { status });
    }),
  );
  return {
    posted,
    requests: () => requests,
    hold() {
      gate.held = true;
      gate.promise = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

export type PostRecorder = ReturnType<typeof recordPost>;

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
        data: {
          fileId,
          fileName,
          url: `/api/system/file/download/${fileId}`,
          thumbnailUrl: `/api/system/file/thumbnail/${fileId}`,
        },
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
