import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, server, setupMsw } from '../../../tests/console/server';
import { registerNotifier, resetNotifier } from '../ui/notify';
import {
  downloadBlob,
  downloadFile,
  fileDownloadUrl,
  resetSecureSpace,
  secureSpaceSignedIn,
  setSecureSpace,
  uploadFile,
} from '.';
import { storeAdminSession } from '../../../tests/console/admin-session';

setupMsw();

const shown = vi.fn();
const saved: { href: string; download: string; blob?: Blob }[] = [];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  resetNotifier();
  shown.mockReset();
  registerNotifier(shown);
  saved.length = 0;
  storeAdminSession();
  let n = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const href = `blob:test/${++n}`;
    blobs.set(href, blob);
    return href;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download, blob: blobs.get(this.href) });
  });
});

afterEach(() => {
  resetSecureSpace();
  vi.restoreAllMocks();
});

const signedIn = { isSignedIn: () => Promise.resolve(true) };

describe('secure-space gate (docs/requirements.md §5)', () => {
  it('is off by default: refused with a warning and nothing fetched', async () => {
    const calls = vi.fn();
    server.use(mswHttp.get(api('/report/export'), () => (calls(), HttpResponse.text('x'))));
    await expect(downloadBlob({ method: 'GET', url: '/report/export', filename: 'a.csv' })).resolves.toBe(
      false,
    );
    expect(shown).toHaveBeenCalledWith('warning', '请在安全空间内下载文件', 3);
    expect(calls).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('a helper that throws or answers false refuses too', async () => {
    setSecureSpace({ isSignedIn: () => Promise.reject(new Error('helper down')) });
    expect(await secureSpaceSignedIn()).toBe(false);
    setSecureSpace({ isSignedIn: () => Promise.resolve(false) });
    expect(await downloadFile(1, 'a.pdf')).toBe(false);
    expect(shown).toHaveBeenCalledWith('warning', '请在安全空间内下载文件', 3);
  });

  it('a helper that never answers times out as refused', async () => {
    vi.useFakeTimers();
    try {
      setSecureSpace({ isSignedIn: () => new Promise<boolean>(() => undefined) });
      const answer = secureSpaceSignedIn();
      await vi.advanceTimersByTimeAsync(3000);
      expect(await answer).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('downloads through the one client', () => {
  it('GET with query parameters saves the blob under the file name', async () => {
    setSecureSpace(signedIn);
    let seen: { query: string; auth: string | null } | undefined;
    server.use(
      mswHttp.get(api('/report/export'), ({ request }) => {
        seen = { query: new URL(request.url).search, auth: request.headers.get('authorization') };
        return new HttpResponse('a,b\n1,2', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    await expect(
      downloadBlob({ method: 'GET', url: '/report/export', data: { ids: [1, 2] }, filename: '报表.csv' }),
    ).resolves.toBe(true);
    expect(seen).toEqual({ query: '?ids=1&ids=2', auth: 'Bearer t' });
    expect(saved).toHaveLength(1);
    expect(saved[0]?.download).toBe('报表.csv');
    expect(saved[0]?.blob?.size).toBe(7);
  });

  it('POST sends the body as JSON', async () => {
    setSecureSpace(signedIn);
    let body: unknown;
    server.use(
      mswHttp.post(api('/system/user/export'), async ({ request }) => {
        body = await request.json();
        return new HttpResponse(new Blob(['xlsx']), {
          headers: { 'content-type': 'application/octet-stream' },
        });
      }),
    );
    await downloadBlob({
      method: 'POST',
      url: '/system/user/export',
      data: { status: '0' },
      filename: 'users.xlsx',
    });
    expect(body).toEqual({ status: '0' });
    expect(saved[0]?.download).toBe('users.xlsx');
  });

  it('a JSON refusal instead of a file is shown and nothing is saved', async () => {
    setSecureSpace(signedIn);
    server.use(
      mswHttp.get(api('/system/file/download/9'), () => HttpResponse.json({ code: 500, msg: '文件不存在' })),
    );
    await expect(downloadFile(9, 'x.pdf')).rejects.toThrow('文件不存在');
    expect(shown).toHaveBeenCalledWith('error', '文件不存在', 3);
    expect(saved).toEqual([]);
  });

  it('downloadFile fetches /api/system/file/download/{fileId}', async () => {
    setSecureSpace(signedIn);
    server.use(mswHttp.get(api('/system/file/download/42'), () => new HttpResponse(new Blob(['%PDF']))));
    await expect(downloadFile(42, '说明书.pdf')).resolves.toBe(true);
    expect(saved[0]?.download).toBe('说明书.pdf');
    expect(fileDownloadUrl(42)).toBe('/api/system/file/download/42');
  });
});

describe('uploadFile', () => {
  it('POSTs the raw bytes with ?fileName= to /api/system/file/upload (contract/file)', async () => {
    let received: { type: string | null; fileName: string | null; raw: string } | undefined;
    server.use(
      mswHttp.post(api('/system/file/upload'), async ({ request }) => {
        received = {
          type: request.headers.get('content-type'),
          fileName: new URL(request.url).searchParams.get('fileName'),
          raw: await request.text(),
        };
        return HttpResponse.json({
          code: 200,
          msg: '上传成功！',
          data: { fileId: 7, fileName: '说明.txt', url: '/api/system/file/download/7' },
        });
      }),
    );
    const uploaded = await uploadFile(new File(['hello'], '说明.txt', { type: 'text/plain' }));
    expect(uploaded).toEqual({ fileId: 7, fileName: '说明.txt', url: '/api/system/file/download/7' });
    expect(received).toEqual({ type: 'application/octet-stream', fileName: '说明.txt', raw: 'hello' });
  });

  it('a server refusal rejects with its message', async () => {
    server.use(
      mswHttp.post(api('/system/file/upload'), () =>
        HttpResponse.json({ code: 400, msg: 'querystring/fileName is required' }, { status: 400 }),
      ),
    );
    await expect(uploadFile(new Blob(['x']))).rejects.toThrow('querystring/fileName is required');
  });
});
